/**
 * Live stream state when Redis may be away. Every write goes to this process's memory and to Redis; a write Redis
 * refuses (outage) is kept in a journal and replayed, in order, once Redis is back — then `onResynced` names the
 * streams that changed meanwhile, so the hub can re-send their current state to every viewer on every process.
 * Snapshots come from Redis, or from memory while Redis is away. What this guarantees is in the README.
 */
import type { SlideDatum, StreamPointer, StreamSnapshot, StreamState } from '@podium/shared';
import type { StreamStore } from './streamStore.js';

type Write = (store: StreamStore) => Promise<unknown>;

/** Journalled writes kept at most; past this, the oldest are dropped (the newest state is what viewers need). */
const JOURNAL_MAX = 10_000;

export class FailoverStreamStore implements StreamStore {
  private journal: Array<{ deckId: number; write: Write }> = [];
  private replaying = false;
  private readonly resyncListeners = new Set<(deckIds: number[]) => void>();

  constructor(
    private readonly primary: StreamStore,
    private readonly memory: StreamStore,
    private readonly onFallback: (error: unknown) => void = () => undefined,
  ) {}

  /** Calls `listener` with the streams whose journalled writes reached Redis after an outage. */
  onResynced(listener: (deckIds: number[]) => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** How many writes wait for Redis. */
  get pending(): number {
    return this.journal.length;
  }

  /** Replays the journal into Redis (call when Redis is back); stops at the first failure and keeps the rest. */
  async replay(): Promise<void> {
    if (this.replaying || !this.journal.length) return;
    this.replaying = true;
    const streams = new Set<number>();
    try {
      while (this.journal.length) {
        const { deckId, write } = this.journal[0]!;
        await write(this.primary);
        this.journal.shift();
        streams.add(deckId);
      }
    } catch (error) {
      this.onFallback(error);
    } finally {
      this.replaying = false;
    }
    if (streams.size && !this.journal.length) for (const listener of this.resyncListeners) listener([...streams]);
  }

  /** Writes to memory, then to Redis unless writes are already waiting (order matters); refused writes wait. */
  private async write(deckId: number, write: Write): Promise<void> {
    await write(this.memory);
    if (this.journal.length) {
      // Replayed after the writes before it. A replay that stopped half-way (Redis said "ready" and then refused a
      // command) would otherwise wait for a "ready" that never comes: each new write tries the journal again.
      this.enqueue(deckId, write);
      return this.replay();
    }
    try {
      await write(this.primary);
    } catch (error) {
      this.onFallback(error);
      this.enqueue(deckId, write);
    }
  }

  private enqueue(deckId: number, write: Write): void {
    this.journal.push({ deckId, write });
    if (this.journal.length > JOURNAL_MAX) this.journal.shift();
  }

  async snapshot(deckId: number): Promise<StreamSnapshot> {
    if (this.journal.length) return this.memory.snapshot(deckId);
    try {
      return await this.primary.snapshot(deckId);
    } catch (error) {
      this.onFallback(error);
      return this.memory.snapshot(deckId);
    }
  }

  setState(deckId: number, state: StreamState, at: number): Promise<void> {
    return this.write(deckId, (store) => store.setState(deckId, state, at));
  }

  setPointer(deckId: number, pointer: StreamPointer): Promise<void> {
    return this.write(deckId, (store) => store.setPointer(deckId, pointer));
  }

  async addDatum(deckId: number, slideKey: string, datum: SlideDatum): Promise<boolean> {
    // Redis holds the authoritative stroke count across processes; memory decides only while Redis is away.
    const inMemory = await this.memory.addDatum(deckId, slideKey, datum);
    const write: Write = (store) => store.addDatum(deckId, slideKey, datum);
    if (this.journal.length) {
      this.enqueue(deckId, write);
      await this.replay();
      return inMemory;
    }
    try {
      return await this.primary.addDatum(deckId, slideKey, datum);
    } catch (error) {
      this.onFallback(error);
      this.enqueue(deckId, write);
      return inMemory;
    }
  }

  clearData(deckId: number, slideKey?: string): Promise<void> {
    return this.write(deckId, (store) => store.clearData(deckId, slideKey));
  }
}
