/** Typed calls for /api/v1/explore.json (public decks as cards: featured, most viewed this week, newest) and related decks. */
import type { DeckCardJson, ListJson } from '@podium/shared';
import { get, query } from './client';

export type ExploreSection = 'featured' | 'popular' | 'recent';

/** One page (DECKS_PAGE_LENGTH long) of a section. */
export function exploreDecks(section: ExploreSection, page: number, signal?: AbortSignal): Promise<ListJson<DeckCardJson>> {
  return get<ListJson<DeckCardJson>>(`/api/v1/explore.json${query({ section, page })}`, signal);
}

/** /api/v1/decks/{id}/related.json: decks under a show page, by the same author and similar by text. */
export interface RelatedDecksJson {
  by_author: DeckCardJson[];
  similar: DeckCardJson[];
}

/** The related decks of a deck, as the signed-in viewer (or a visitor) may find them. */
export function relatedDecks(deckId: number, signal?: AbortSignal): Promise<RelatedDecksJson> {
  return get<RelatedDecksJson>(`/api/v1/decks/${deckId}/related.json`, signal);
}
