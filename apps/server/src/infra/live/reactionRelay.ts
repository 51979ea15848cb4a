/**
 * Audience reactions of this process's sockets, counted per stream for REACTION_LIMITS.batchWindowMs and then sent as
 * one batch to the whole stream (every process, through the `live` namespace's adapter). Each process batches its own
 * senders, so with several processes a screen gets one batch per process and window, which it draws like any other.
 * Hand-written: a counter per stream and emoji and one timer per stream with pending reactions is all it takes.
 *
 * It also remembers each stream's reactions setting for a moment, so a crowd's taps do not each read the database; a
 * change made on this process is known at once, one made on another within SETTING_MEMORY_MS.
 */
import { LRUCache } from 'lru-cache';
import { REACTION_LIMITS, type ReactionBatchJson, type ReactionEmoji } from '@podium/shared';

export const SETTING_MEMORY_MS = 1000;

export class ReactionRelay {
  private readonly pending = new Map<number, Map<ReactionEmoji, number>>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly settings = new LRUCache<number, { open: boolean }>({ max: 10_000, ttl: SETTING_MEMORY_MS });

  constructor(
    private readonly send: (deckId: number, batch: ReactionBatchJson) => void,
    private readonly windowMs: number = REACTION_LIMITS.batchWindowMs,
  ) {}

  /** Counts one reaction; the stream's batch goes out at the end of the window this one opened or joined. */
  add(deckId: number, emoji: ReactionEmoji): void {
    let counts = this.pending.get(deckId);
    if (!counts) {
      counts = new Map();
      this.pending.set(deckId, counts);
    }
    counts.set(emoji, (counts.get(emoji) ?? 0) + 1);
    if (this.timers.has(deckId)) return;
    const timer = setTimeout(() => this.flush(deckId), this.windowMs);
    timer.unref();
    this.timers.set(deckId, timer);
  }

  private flush(deckId: number): void {
    const counts = this.pending.get(deckId);
    this.pending.delete(deckId);
    this.timers.delete(deckId);
    if (counts?.size) this.send(deckId, { counts: Object.fromEntries(counts) });
  }

  /** The stream's reactions setting as last read or changed here, or undefined when it is not known (or too old). */
  knownSetting(deckId: number): boolean | undefined {
    return this.settings.get(deckId)?.open;
  }

  rememberSetting(deckId: number, open: boolean): void {
    this.settings.set(deckId, { open });
  }

  /** Drops pending batches and their timers (the process is closing). */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
    this.settings.clear();
  }
}
