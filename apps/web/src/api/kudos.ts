/** Typed calls for kudos (SPEC §7: POST kudos/kudo, DELETE kudos/unkudo) and the show page's read of them. */
import type { KudosJson } from '@podium/shared';
import { del, get, post } from './client';

/** A deck's kudos for the signed-in viewer (or anyone who may read the deck). */
export async function kudosOfDeck(deckId: number, signal?: AbortSignal): Promise<KudosJson> {
  return (await get<{ kudos: KudosJson }>(`/api/v1/decks/${deckId}/kudos.json`, signal)).kudos;
}

/** Gives (`true`) or takes back (`false`) the viewer's kudo; repeating either is harmless. */
export async function sendKudo(deckId: number, give: boolean): Promise<KudosJson> {
  const url = `/api/v1/decks/${deckId}/kudos/${give ? 'kudo' : 'unkudo'}.json`;
  return (await (give ? post<{ kudos: KudosJson }>(url, {}) : del<{ kudos: KudosJson }>(url))).kudos;
}
