/** Typed calls for deck lists and single decks (SPEC §7 Decks). */
import { DECKS_PAGE_LENGTH, type DeckFields, type DeckJson, type ListJson } from '@podium/shared';
import { del, get, post, put, query } from './client';

export type DeckLifecycleFilter = 'active' | 'trashed';

/** One page (DECKS_PAGE_LENGTH long) of a user's decks, newest first. */
export function listDecks(
  username: string,
  page: number,
  lifecycle: DeckLifecycleFilter = 'active',
  signal?: AbortSignal,
): Promise<ListJson<DeckJson>> {
  const search = query({
    username,
    page,
    order: 'newest-first',
    lifecycle: lifecycle === 'trashed' ? 'trashed' : undefined,
  });
  return get<ListJson<DeckJson>>(`/api/v1/decks.json${search}`, signal);
}

/**
 * Finds a deck by its owner and slug by walking the owner's list.
 * Stop-gap: the API has no by-slug lookup yet (a GET /api/v1/decks/{username}/{slug}.json would replace this).
 */
export async function findDeckBySlug(username: string, slug: string, signal?: AbortSignal): Promise<DeckJson | null> {
  for (let page = 1; ; page += 1) {
    const list = await listDecks(username, page, 'active', signal);
    const match = list.results.find((deck) => deck.slug === slug);
    if (match) return match;
    if (list.results.length === 0 || page * DECKS_PAGE_LENGTH >= list.total) return null;
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

/** Saves deck fields against a base version (ApiError 409 when someone saved in between). */
export async function updateDeck(id: number, changes: Partial<DeckFields>, version: number): Promise<DeckJson> {
  return (await put<{ deck: DeckJson }>(`/api/v1/decks/${id}.json`, { deck: { ...changes, version } })).deck;
}

/** Deletes a deck. */
export async function deleteDeck(id: number): Promise<void> {
  await del<unknown>(`/api/v1/decks/${id}.json`);
}
