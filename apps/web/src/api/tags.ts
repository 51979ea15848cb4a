/** Typed calls for tags (SPEC §7 Tags CRUD, add_decks, remove_decks) and a deck's tags. */
import type { ListJson, TagJson } from '@podium/shared';
import { get, post } from './client';

/** The signed-in user's deck tags, by name, with how many decks carry each. */
export function listDeckTags(signal?: AbortSignal): Promise<ListJson<TagJson>> {
  return get<ListJson<TagJson>>('/api/v1/tags.json?tag_type=deck', signal);
}

/** The tags shown on a deck's page. */
export function tagsOfDeck(deckId: number, signal?: AbortSignal): Promise<ListJson<TagJson>> {
  return get<ListJson<TagJson>>(`/api/v1/decks/${deckId}/tags.json`, signal);
}

/** Creates a deck tag; ApiError 422 with errors.name when the name is empty, too long or taken. */
export async function createDeckTag(name: string): Promise<TagJson> {
  return (await post<{ tag: TagJson }>('/api/v1/tags.json', { tag: { name, tag_type: 'deck' } })).tag;
}

/** Adds or removes a tag on decks the user owns. */
export async function changeTaggedDecks(tagId: number, deckIds: number[], change: 'add' | 'remove'): Promise<TagJson> {
  return (await post<{ tag: TagJson }>(`/api/v1/tags/${tagId}/${change}_decks.json`, { deck_ids: deckIds })).tag;
}
