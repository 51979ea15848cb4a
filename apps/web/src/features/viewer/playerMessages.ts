/** Reading the events a player iframe posts (reveal.js postMessageEvents: JSON strings in the "reveal" namespace). */

/** The slide position a player reports. */
export interface SlideState {
  indexh: number;
  indexv: number;
}

/** One event from a player frame. */
export interface PlayerEvent {
  eventName: string;
  state: SlideState;
}

/** The reveal.js event in a message's data, or null for anything else (other namespaces, malformed JSON). */
export function parsePlayerMessage(data: unknown): PlayerEvent | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const message = value as { namespace?: unknown; eventName?: unknown; state?: { indexh?: unknown; indexv?: unknown } };
  if (message.namespace !== 'reveal' || typeof message.eventName !== 'string') return null;
  const h = Number(message.state?.indexh);
  const v = Number(message.state?.indexv);
  return {
    eventName: message.eventName,
    state: { indexh: Number.isInteger(h) && h >= 0 ? h : 0, indexv: Number.isInteger(v) && v >= 0 ? v : 0 },
  };
}

/** The deep-link hash of SPEC §2: empty on the first slide, #/h or #/h/v otherwise. */
export function slideHash({ indexh, indexv }: SlideState): string {
  if (!indexh && !indexv) return '';
  return indexv ? `#/${indexh}/${indexv}` : `#/${indexh}`;
}

/** The slide position of a #/h or #/h/v hash (0/0 when there is none). */
export function slideFromHash(hash: string): SlideState {
  const match = /^#\/(\d+)(?:\/(\d+))?/.exec(hash);
  return { indexh: match ? Number(match[1]) : 0, indexv: match?.[2] ? Number(match[2]) : 0 };
}

/** The query the thumbnail widget's inline preview opens the fullscreen view with (SPEC §2). */
export const THUMBNAIL_PREVIEW_QUERY = 'showNotes=false&autoSlide=0&autoPlayMedia=false&fragments=false&postMessage=true&postMessageEvents=true';

/** Path of a deck screen, e.g. deckPath(deck, 'fullscreen') → /ann/deck/fullscreen. */
export function deckPath(deck: { user: { username: string }; slug: string }, screen?: string): string {
  return `/${deck.user.username}/${deck.slug}${screen ? `/${screen}` : ''}`;
}
