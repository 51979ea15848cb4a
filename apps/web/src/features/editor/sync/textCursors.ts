/**
 * Carets and selections inside a text block, between the people editing it: Yjs awareness updates (base64) sent
 * over the `editor` channel per block, and handed to the text editor that has the block open.
 */
import type { RealtimeConnection } from './realtime';

type Listener = (update: string) => void;

export class TextCursorRelay {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly connection: () => RealtimeConnection | null) {}

  /** Send our caret in `blockId` (an awareness update). */
  send(blockId: string, update: string): void {
    this.connection()?.textCursor(blockId, update);
  }

  /** Hear the carets of others in `blockId`; returns the stop. */
  listen(blockId: string, listener: Listener): () => void {
    const set = this.listeners.get(blockId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(blockId, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(blockId);
    };
  }

  /** Someone's caret update arrived. */
  receive(blockId: string, update: string): void {
    this.listeners.get(blockId)?.forEach((listener) => listener(update));
  }
}
