/** Typed calls of the sharing dialog (SPEC §7): visibility, private links, link unlock, e-mail shares, viewer role. */
import type { AccessTokenJson, DeckAccessJson, DeckVisibility, LinkType } from '@podium/shared';
import { del, get, post, put } from './client';

/** Editable link settings (a partial save sends only what changed). */
export interface AccessTokenChanges {
  name?: string;
  password?: string;
  notify_on_view?: boolean;
  link_type?: LinkType;
  embed_domain_whitelist?: string;
  embed_only?: boolean;
}

export const accessTokensKey = (deckId: number) => ['access-tokens', deckId] as const;

/** The deck's private links. */
export async function listAccessTokens(deckId: number, signal?: AbortSignal): Promise<AccessTokenJson[]> {
  return (await get<{ results: AccessTokenJson[] }>(`/api/v1/decks/${deckId}/access_tokens.json`, signal)).results;
}

/** Creates a link with the unique default name. */
export async function createAccessToken(deckId: number): Promise<AccessTokenJson> {
  return (await post<{ access_token: AccessTokenJson }>(`/api/v1/decks/${deckId}/access_tokens.json`, { access_token: {} })).access_token;
}

/** Saves some link settings. */
export async function updateAccessToken(deckId: number, id: number, changes: AccessTokenChanges): Promise<AccessTokenJson> {
  return (await put<{ access_token: AccessTokenJson }>(`/api/v1/decks/${deckId}/access_tokens/${id}.json`, { access_token: changes })).access_token;
}

/** Deletes a link. */
export async function deleteAccessToken(deckId: number, id: number): Promise<void> {
  await del<unknown>(`/api/v1/decks/${deckId}/access_tokens/${id}.json`);
}

/** Changes the deck's visibility; the slug may change with it. */
export async function publishDeck(deckId: number, visibility: DeckVisibility) {
  return post<{ deck: { visibility: DeckVisibility; slug: string }; notice: string }>(`/api/v1/decks/${deckId}/publish.json`, { visibility });
}

/** Unlocks a password link for this browser session. */
export async function unlockLink(tokenId: number, token: string, password: string): Promise<void> {
  await post<unknown>(`/api/v1/access_tokens/${tokenId}.json`, { access_token: { token, password } }, { expectUnauthorized: true });
}

/** Sends the deck by e-mail. */
export async function sendDeckShare(deckId: number, share: { emails: string; from: string; body: string; access_token_id?: number | null }) {
  return post<{ sent: number; message: string }>(`/api/v1/decks/${deckId}/deck_shares`, { deck_share: share });
}

/** The viewer's access to a deck: their role, and for its managers what the owner's plan allows (useDeckAccess). */
export async function fetchDeckAccess(deckId: number, signal?: AbortSignal, token?: string | null): Promise<DeckAccessJson> {
  return get<DeckAccessJson>(`/api/v1/decks/${deckId}/role.json${token ? `?token=${encodeURIComponent(token)}` : ''}`, signal);
}
