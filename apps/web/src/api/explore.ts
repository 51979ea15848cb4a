/** Typed call for /api/v1/explore.json: public decks as cards, featured, most viewed or newest. */
import type { DeckCardJson, ListJson } from '@podium/shared';
import { get, query } from './client';

export type ExploreSection = 'featured' | 'popular' | 'recent';

/** One page (DECKS_PAGE_LENGTH long) of a section. */
export function exploreDecks(section: ExploreSection, page: number, signal?: AbortSignal): Promise<ListJson<DeckCardJson>> {
  return get<ListJson<DeckCardJson>>(`/api/v1/explore.json${query({ section, page })}`, signal);
}
