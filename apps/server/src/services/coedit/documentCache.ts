/**
 * The last document each deck's ops produced in this process, by version: the next op skips reading and migrating the
 * stored document when nobody (another process, a whole-document save) moved the version meanwhile. Also throttles
 * the `deck-saved` event ops raise (search index, thumbnails, file sync), so typing does not queue work per keystroke.
 */
import { LRUCache } from 'lru-cache';
import type { DeckDocument } from '@podium/deck';
import type { ServiceContext } from '../../context.js';

export const documentCache = new LRUCache<number, { version: number; doc: DeckDocument }>({ max: 200 });

const SAVED_THROTTLE_MS = 2_000;
const pendingSaved = new Map<number, { version: number; userId: number | null; timer: NodeJS.Timeout }>();

/** Raise `deck-saved` for ops at most every two seconds per deck, with the latest version and its author. */
export function noteOpsSaved(ctx: ServiceContext, deckId: number, version: number, userId: number | null): void {
  const pending = pendingSaved.get(deckId);
  if (pending) {
    if (version > pending.version) Object.assign(pending, { version, userId });
    return;
  }
  const entry = {
    version,
    userId,
    timer: setTimeout(() => {
      pendingSaved.delete(deckId);
      ctx.events.emit('deck-saved', { deckId, version: entry.version, userId: entry.userId, content: true, viaOps: true });
    }, SAVED_THROTTLE_MS),
  };
  entry.timer.unref();
  pendingSaved.set(deckId, entry);
}
