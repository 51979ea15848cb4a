/** Typed calls for deck collaborators (SPEC §7 Deck users), decks shared with me and invitation links. */
import type { CollaboratorRole, DeckCardJson, DeckRole, DeckUserJson } from '@podium/shared';
import { del, get, post, put, query } from './client';

/** A deck card of the "Shared with me" list, with the role it gives the viewer. */
export type SharedDeckJson = DeckCardJson & { role: DeckRole };

/** The query key of a deck's collaborators. */
export const deckUsersKey = (deckId: number) => ['deck-users', deckId] as const;

/** The deck's collaborators and whether the viewer manages them. */
export function listDeckUsers(deckId: number, signal?: AbortSignal) {
  return get<{ results: DeckUserJson[]; total: number; can_manage: boolean }>(`/api/v1/decks/${deckId}/users.json`, signal);
}

/** Invites a username or an e-mail address with a role. */
export async function inviteDeckUser(deckId: number, who: string, role: CollaboratorRole): Promise<DeckUserJson> {
  const key = who.includes('@') ? 'email' : 'username';
  return (await post<{ deck_user: DeckUserJson }>(`/api/v1/decks/${deckId}/users.json`, { deck_user: { [key]: who, role } })).deck_user;
}

/** Gives a collaborator (or pending invitation) another role. */
export async function updateDeckUser(deckId: number, key: string, role: CollaboratorRole): Promise<DeckUserJson> {
  return (await put<{ deck_user: DeckUserJson }>(`/api/v1/decks/${deckId}/users/${key}.json`, { deck_user: { role } })).deck_user;
}

/** Removes a collaborator or withdraws an invitation. */
export function removeDeckUser(deckId: number, key: string): Promise<unknown> {
  return del(`/api/v1/decks/${deckId}/users/${key}.json`);
}

/** The signed-in user stops collaborating on the deck. */
export function leaveDeck(deckId: number): Promise<unknown> {
  return post(`/api/v1/decks/${deckId}/users/leave_deck.json`, {});
}

/** One page of the decks shared with the signed-in user. */
export function listSharedWithMe(page: number, signal?: AbortSignal) {
  return get<{ results: SharedDeckJson[]; total: number }>(`/api/v1/decks/shared_with_me.json${query({ page })}`, signal);
}

/** Accepts an e-mailed invitation for the signed-in user; the deck's path. */
export async function acceptInvitation(token: string): Promise<{ id: number; path: string }> {
  return (await post<{ deck: { id: number; path: string } }>(`/api/v1/deck_invitations/${encodeURIComponent(token)}/accept.json`, {})).deck;
}
