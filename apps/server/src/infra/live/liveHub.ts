/**
 * The live streams of this server process: stores each change (StreamStore) and then broadcasts it on the `live`
 * namespace, whose adapter carries it to viewers connected to any process. Store first, then emit: a viewer joins
 * its room before reading the snapshot, so it either reads the new state or receives its broadcast.
 */
import { randomUUID } from 'node:crypto';
import type { Namespace } from 'socket.io';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { REACTION_EVENTS, TIMERS, type SlideDatum, type StreamPointer, type StreamState } from '@podium/shared';
import type { StreamStore } from './streamStore.js';
import { ReactionRelay } from './reactionRelay.js';
import { PollRelay } from './pollRelay.js';

/** Socket.IO rooms of a stream. */
export const rooms = {
  stream: (deckId: number) => `stream:${deckId}`,
  presenters: (deckId: number) => `stream:${deckId}:presenters`,
  viewers: (deckId: number) => `stream:${deckId}:viewers`,
  speakerToken: (tokenId: number) => `speaker-token:${tokenId}`,
};

const VIEWER_COUNT_DEBOUNCE_MS = 250;
/** Each process refreshes its share of a stream's viewer count this often; shares older than 3× are a dead process's. */
const VIEWER_COUNT_REFRESH_MS = 10_000;

export class LiveHub {
  private namespace: Namespace | null = null;
  private lastAt = 0;
  /** When each stream's pointer was last stored (bounded: the least recently used streams are forgotten). */
  private readonly pointerStoredAt = new LRUCache<number, number>({ max: 10_000 });
  private readonly pendingCounts = new Map<number, NodeJS.Timeout>();
  private readonly processId = randomUUID();
  private refreshTimer: NodeJS.Timeout | null = null;
  /** Audience reactions: batched per stream and window, then sent to everyone in the stream. */
  readonly reactions = new ReactionRelay((deckId, batch) => this.emitToRoom(rooms.stream(deckId), REACTION_EVENTS.batch, batch));
  /** Audience polls: a poll's new counts go out once per window, not once per vote. */
  readonly polls = new PollRelay();

  constructor(readonly store: StreamStore, private readonly redis: Redis | null, private readonly prefix: string) {}

  /** Binds the hub to the `live` namespace once Socket.IO is attached. */
  attach(namespace: Namespace): void {
    this.namespace = namespace;
    this.refreshTimer = setInterval(() => {
      for (const room of namespace.adapter.rooms.keys()) {
        const match = /^stream:(\d+):viewers$/.exec(room);
        if (match) this.viewersChanged(Number(match[1]));
      }
    }, VIEWER_COUNT_REFRESH_MS);
    this.refreshTimer.unref();
  }

  /** Stops timers. */
  close(): void {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.reactions.close();
    this.polls.close();
    for (const timer of this.pendingCounts.values()) clearTimeout(timer);
    this.pendingCounts.clear();
  }

  /** A strictly increasing time stamp (ms since epoch, bumped on ties) that orders states across processes. */
  private nextAt(): number {
    this.lastAt = Math.max(Date.now(), this.lastAt + 1);
    return this.lastAt;
  }

  /**
   * Stores and broadcasts a presenter's state; `exceptSocket` (the sender) is not echoed. Repeats are not filtered
   * here (another process may have published a different state in between); presenters do not re-send what they got.
   */
  async publishState(deckId: number, state: StreamState, exceptSocket?: string): Promise<number> {
    const at = this.nextAt();
    await this.store.setState(deckId, state, at);
    this.emit(deckId, 'state', { state, at }, exceptSocket);
    return at;
  }

  /**
   * Broadcasts the laser pointer and keeps it in the snapshot (a late joiner sees a pointer that is not moving).
   * Stored at most once per SPEC's pointer interval per stream, and always when it hides, whatever a client sends.
   */
  async publishPointer(deckId: number, pointer: StreamPointer, exceptSocket?: string): Promise<void> {
    this.emit(deckId, 'pointer', pointer, exceptSocket);
    const now = Date.now();
    if (pointer.visible && now - (this.pointerStoredAt.get(deckId) ?? 0) < TIMERS.streamPointerUpdateFrequency) return;
    this.pointerStoredAt.set(deckId, now);
    await this.store.setPointer(deckId, pointer);
  }

  /** Stores and broadcasts one stroke; false when the slide is full. */
  async addDatum(deckId: number, slideKey: string, datum: SlideDatum, exceptSocket?: string): Promise<boolean> {
    if (!(await this.store.addDatum(deckId, slideKey, datum))) return false;
    this.emit(deckId, 'slide-datum', { slide_key: slideKey, datum }, exceptSocket);
    return true;
  }

  /** Clears drawings (one slide or all) and tells everyone. */
  async clearData(deckId: number, slideKey?: string, exceptSocket?: string): Promise<void> {
    await this.store.clearData(deckId, slideKey);
    this.emit(deckId, 'slide-data-cleared', { slide_key: slideKey ?? null }, exceptSocket);
  }

  /**
   * Re-sends the stored state and pointer of streams that changed while Redis was away, to every viewer on every
   * process (viewers ignore a state they already have: it carries the same `at`).
   */
  async resync(deckIds: number[]): Promise<void> {
    for (const deckId of deckIds) {
      const snapshot = await this.store.snapshot(deckId);
      if (snapshot.state) this.emit(deckId, 'state', { state: snapshot.state, at: snapshot.at });
      if (snapshot.pointer) this.emit(deckId, 'pointer', snapshot.pointer);
    }
  }

  /** Sends an event to one room of the namespace (on every process): a stream's presenters, viewers or everyone. */
  emitToRoom(room: string, event: string, payload: unknown): void {
    this.namespace?.to(room).emit(event, payload);
  }

  private emit(deckId: number, event: string, payload: unknown, exceptSocket?: string): void {
    if (!this.namespace) return;
    const target = this.namespace.to(rooms.stream(deckId));
    (exceptSocket ? target.except(exceptSocket) : target).emit(event, payload);
  }

  /** The number of viewers of a stream across every process. */
  async viewerCount(deckId: number): Promise<number> {
    const local = this.namespace?.adapter.rooms.get(rooms.viewers(deckId))?.size ?? 0;
    if (!this.redis) return local;
    const key = `${this.prefix}stream:${deckId}:viewers`;
    const now = Date.now();
    let shares: Record<string, string>;
    try {
      [, [, shares]] = (await this.redis.multi().hset(key, this.processId, `${local}:${now}`).hgetall(key)
        .expire(key, 3 * VIEWER_COUNT_REFRESH_MS / 1000).exec()) as [unknown, [unknown, Record<string, string>]];
    } catch {
      return local; // Redis is away: this process's viewers are the count we know
    }
    let total = 0;
    for (const share of Object.values(shares)) {
      const [count, at] = share.split(':').map(Number);
      if (now - at! < 3 * VIEWER_COUNT_REFRESH_MS) total += count!;
    }
    return total;
  }

  /** Recounts a stream's viewers soon (joins come in bursts) and tells its presenters. */
  viewersChanged(deckId: number): void {
    if (this.pendingCounts.has(deckId)) return;
    this.pendingCounts.set(deckId, setTimeout(() => {
      this.pendingCounts.delete(deckId);
      this.viewerCount(deckId).then(
        (count) => this.namespace?.to(rooms.presenters(deckId)).emit('viewers', { count }),
        () => undefined,
      );
    }, VIEWER_COUNT_DEBOUNCE_MS));
  }

  /** Disconnects every socket that joined through a speaker link (after it is revoked), on every process. */
  disconnectSpeakerToken(tokenId: number): void {
    this.namespace?.in(rooms.speakerToken(tokenId)).disconnectSockets(true);
  }
}
