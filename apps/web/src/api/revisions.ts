/** Typed calls for deck revisions and fork (SPEC §7 "GET revisions; POST revisions/{rev}/restore", "POST fork"). */
import type { DeckJson, RevisionDetailJson, RevisionJson } from '@podium/shared';
import { readCsrfToken } from './csrf';
import { get, post } from './client';

/** Every kept revision of a deck, newest first (editors only). */
export async function listRevisions(deckId: number, signal?: AbortSignal): Promise<RevisionJson[]> {
  return (await get<{ results: RevisionJson[] }>(`/api/v1/decks/${deckId}/revisions.json`, signal)).results;
}

/** One revision with the slides that changed since the revision before it. */
export function revisionDetail(deckId: number, revisionId: number, signal?: AbortSignal): Promise<RevisionDetailJson> {
  return get<RevisionDetailJson>(`/api/v1/decks/${deckId}/revisions/${revisionId}.json`, signal);
}

/** Names the deck's current version. */
export async function nameVersion(deckId: number, name: string): Promise<RevisionJson> {
  return (await post<{ revision: RevisionJson }>(`/api/v1/decks/${deckId}/revisions.json`, { revision: { name } })).revision;
}

/** Restores a revision over the deck at `version` (the version this client has); 409 when the deck moved since. */
export async function restoreRevision(deckId: number, revisionId: number, version: number): Promise<DeckJson> {
  return (await post<{ deck: DeckJson }>(`/api/v1/decks/${deckId}/revisions/${revisionId}/restore.json`, { version })).deck;
}

/** Records the deck's current content as a revision now (leaving the editor); survives the page going away. */
export function settleRevision(deckId: number): void {
  const token = readCsrfToken();
  if (!token) return;
  void fetch(`/api/v1/decks/${deckId}/revisions/settle.json`, {
    method: 'POST', keepalive: true, credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': token }, body: '{}',
  }).catch(() => undefined);
}

/** Copies a deck into the signed-in user's decks; the failure's ApiError body may carry `deck_limit`. */
export async function forkDeck(deckId: number): Promise<{ id: number; slug: string; user: { username: string } }> {
  return (await post<{ deck: { id: number; slug: string; user: { username: string } } }>(`/api/v1/decks/${deckId}/fork.json`, {})).deck;
}
