/** Typed call for /api/v1/search.json (SPEC §7): a page of decks matching a term. */
import type { ListJson, SearchResultJson } from '@podium/shared';
import { get, query } from './client';

/** One page (SEARCH.pageLength long) of results; ApiError 422 for an empty term. */
export function searchDecks(term: string, page: number, signal?: AbortSignal): Promise<ListJson<SearchResultJson>> {
  return get<ListJson<SearchResultJson>>(`/api/v1/search.json${query({ q: term, page })}`, signal);
}
