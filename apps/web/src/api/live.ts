/** Typed calls for live streams (SPEC §7 stream) and speaker links. */
import type { QaSessionReviewJson, SpeakerTokenJson, StreamDeckJson, StreamJson } from '@podium/shared';
import { ApiError, del, get, post } from './client';

/** A deck's stream (role, deck and latest state), through a share link's token when given; null when it is closed to this viewer. */
export async function fetchStream(deckId: number, signal?: AbortSignal, deckToken?: string | null): Promise<StreamJson | null> {
  const query = deckToken ? `?${new URLSearchParams({ deck_token: deckToken }).toString()}` : '';
  try {
    return (await get<{ stream: StreamJson }>(`/api/v1/decks/${deckId}/stream.json${query}`, signal)).stream;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What a speaker link opens; null when the link is unknown or revoked. */
export async function openSpeakerLink(deckId: number, token: string, signal?: AbortSignal): Promise<{ deck: StreamDeckJson; player_url: string } | null> {
  try {
    const path = `/api/v1/decks/${deckId}/speaker/${encodeURIComponent(token)}.json`;
    return (await get<{ stream: { deck: StreamDeckJson; player_url: string } }>(path, signal)).stream;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The deck's speaker links. */
export async function listSpeakerTokens(deckId: number, signal?: AbortSignal): Promise<SpeakerTokenJson[]> {
  return (await get<{ results: SpeakerTokenJson[] }>(`/api/v1/decks/${deckId}/speaker_tokens.json`, signal)).results;
}

/** Creates a speaker link; its token and URL are in this answer only. */
export async function createSpeakerToken(deckId: number): Promise<Required<SpeakerTokenJson>> {
  return (await post<{ speaker_token: Required<SpeakerTokenJson> }>(`/api/v1/decks/${deckId}/speaker_tokens.json`, {})).speaker_token;
}

/** Revokes a speaker link (devices using it are disconnected). */
export async function revokeSpeakerToken(deckId: number, tokenId: number): Promise<void> {
  await del(`/api/v1/decks/${deckId}/speaker_tokens/${tokenId}.json`);
}

/** The deck's live sessions with every question asked in them, newest session first (presenters of the deck). */
export async function listQaSessions(deckId: number, signal?: AbortSignal): Promise<QaSessionReviewJson[]> {
  return (await get<{ results: QaSessionReviewJson[] }>(`/api/v1/decks/${deckId}/live_sessions.json`, signal)).results;
}
