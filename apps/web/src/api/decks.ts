/** Typed calls for deck lists and single decks (SPEC §7 Decks), including the editor's read and save. */
import type { DeckCardJson, DeckFields, DeckJson, ListJson } from '@podium/shared';
import type { FidelityWarning } from '@podium/deck';import { ApiError, del, get, post, put, query } from './client';

export type DeckLifecycleFilter = 'active' | 'trashed';

/** One page (DECKS_PAGE_LENGTH, 24 long) of a user's decks, newest first, as cards (no document or notes). */
export function listDecks(
  username: string,
  page: number,
  lifecycle: DeckLifecycleFilter = 'active',
  signal?: AbortSignal,
  tag?: string,
): Promise<ListJson<DeckCardJson>> {
  const search = query({
    username,
    page,
    order: 'newest-first',
    lifecycle: lifecycle === 'trashed' ? 'trashed' : undefined,
    tag,
  });
  return get<ListJson<DeckCardJson>>(`/api/v1/decks.json${search}`, signal);
}

/** Finds a deck by its owner and slug (the URL users see), with a share link's token; null when the viewer may not see it. */
export async function findDeckBySlug(username: string, slug: string, signal?: AbortSignal, token?: string | null): Promise<DeckJson | null> {
  try {
    const path = `/api/v1/users/${encodeURIComponent(username)}/decks/${encodeURIComponent(slug)}.json${query({ token })}`;
    return (await get<{ deck: DeckJson }>(path, signal)).deck;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Creates a deck (optionally with a theme colour / theme) for the signed-in user. */
export async function createDeck(input: Partial<Pick<DeckFields, 'theme_color' | 'theme_id' | 'title'>>): Promise<DeckJson> {
  return (await post<{ deck: DeckJson }>('/api/v1/decks.json', { deck: input })).deck;
}

/** Reads one deck by id. */
export async function fetchDeck(id: number, signal?: AbortSignal): Promise<DeckJson> {
  return (await get<{ deck: DeckJson }>(`/api/v1/decks/${id}.json`, signal)).deck;
}

/** A deck as the editor reads it: the JSON fields plus the stored document (validated by the caller). */
export type EditorDeck = DeckJson & { document: unknown };

/** The deck with its document by owner and slug (the read carries it for editors); null when it does not exist or is not visible. */
export async function loadEditorDeck(username: string, slug: string, signal?: AbortSignal): Promise<EditorDeck | null> {
  return (await findDeckBySlug(username, slug, signal)) as EditorDeck | null;
}

/** One deck with its document by id. */
export async function fetchEditorDeck(id: number, signal?: AbortSignal): Promise<EditorDeck> {
  return (await fetchDeck(id, signal)) as EditorDeck;
}

/** Save fields and/or the document against `version`; ApiError 409 when someone saved in between, 422 per field. */
export async function saveDeck(id: number, body: Partial<DeckFields> & { version: number; document?: unknown }, signal?: AbortSignal): Promise<EditorDeck> {
  return (await put<{ deck: EditorDeck }>(`/api/v1/decks/${id}.json`, { deck: body }, { signal })).deck;
}

/** Moves a deck to the trash (SPEC §4 lifecycle: active → trashed). */
export async function trashDeck(id: number): Promise<DeckJson> {
  return (await post<{ deck: DeckJson }>(`/api/v1/decks/${id}/trash.json`, {})).deck;
}

/** Brings a trashed deck back (trashed → recovered, listed with the active decks again). */
export async function recoverDeck(id: number): Promise<DeckJson> {
  return (await post<{ deck: DeckJson }>(`/api/v1/decks/${id}/recover.json`, {})).deck;
}

/** Replaces a deck's slides with slides HTML (reveal.js / slides.com); returns the deck and what could not be carried. */
export async function replaceDeckSlides(id: number, html: string, version: number): Promise<{ deck: DeckJson; warnings: FidelityWarning[] }> {
  return put<{ deck: DeckJson; warnings: FidelityWarning[] }>(`/api/v1/decks/${id}.json`, { deck: { data: html, version } });
}

/** Deletes a deck for good (the trash screen's "delete forever"; moving to the trash is `trashDeck`). */
export async function deleteDeck(id: number): Promise<void> {
  await del<unknown>(`/api/v1/decks/${id}.json`);
}
