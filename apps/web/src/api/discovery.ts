/** Typed calls for "What's new" read state (signed-in users) and POST sms (SPEC §7). */
import type { SendSmsInput, WhatsNewJson } from '@podium/shared';
import { get, post } from './client';

/** The signed-in user's What's new state (unread count and ids). */
export async function fetchWhatsNew(signal?: AbortSignal): Promise<WhatsNewJson> {
  return (await get<{ whats_new: WhatsNewJson }>('/api/v1/whats_new.json', signal)).whats_new;
}

/** Marks What's new entries up to `upTo` as seen for the signed-in user. */
export async function markWhatsNewRead(upTo: number): Promise<WhatsNewJson> {
  return (await post<{ whats_new: WhatsNewJson }>('/api/v1/whats_new/read.json', { up_to: upTo })).whats_new;
}

/** Texts a deck's link (or a new phone remote) to a phone number; the confirmation message to show. */
export async function sendSms(deckId: number, sms: SendSmsInput['sms']): Promise<{ sms: { to: string }; message: string }> {
  return post(`/api/v1/decks/${deckId}/sms`, { sms });
}
