/**
 * App events. `emit` reaches listeners in this process; `broadcast` also reaches every other server process through
 * Redis pub/sub when REDIS_URL is set (cache invalidations must hold across a load-balanced fleet).
 */
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CommentEventJson } from '@podium/shared';
import type { Op } from '@podium/deck';
import type { ExportRow } from '../../db/schema.js';

const CHANNEL = 'podium:events';

export interface AppEvents {
  /** A new version of a deck was saved (realtime relays it to editors; Socket.IO's adapter handles other processes). */
  'deck-saved': {
    deckId: number; version: number;
    /** Who saved (a revision's author) and whether the content changed (only then is a revision due); optional for other save paths. */
    userId?: number | null; content?: boolean;
    /** Everyone whose ops this save announces (co-editing ops are announced together, at most every 2 s per deck). */
    authorIds?: number[];
    /** Saved by co-editing ops (editors already have the change; they must not reload the whole document). */
    viaOps?: boolean;
  };
  /**
   * Anything about a deck that readers see changed: drop cached copies everywhere. Co-editing ops say which ops took
   * the deck from version `from` on, so other processes' working documents follow them (services/coedit).
   */
  'deck-changed': { deckId: number; ops?: { from: number; ops: Op[] } };
  /** Who may read a deck changed (visibility, lifecycle, share links): live streams re-check their sockets. */
  'deck-access-changed': { deckId: number };
  /** A user changed in a way that changes how their decks read (name, deactivation, plan). */
  'user-changed': { userId: number };
  /**
   * A user's sessions ended (deactivation, password change): their open sockets close at once on every process
   * (realtime/userRecheck.ts), except those of `keepSession` (the digest of the session that changed the password,
   * whose browser continues on a fresh one).
   */
  'user-sessions-ended': { userId: number; keepSession?: string };
  /** An export's row changed (this process; realtime pushes it to the user's room on every process), in write order. */
  'export-changed': { row: ExportRow };
  /** An import's status or progress changed (this process; realtime pushes it to the user's room on every process). */
  'import-changed': { userId: number; importId: string };
  /** A theme was created or its look changed (its thumbnail is due); `userId` saved it. */
  'theme-look-changed': { themeId: number; userId: number };
  /** A comment was added, changed or removed (this process; realtime sends it to the deck's comment room on every process). */
  'comment-changed': CommentEventJson;
}
type EventName = keyof AppEvents;

export class EventBus {
  private readonly local = new EventEmitter();
  private readonly origin = randomUUID();

  constructor(private readonly redis?: { pub: Redis; sub: Redis }) {
    this.local.setMaxListeners(100);
    if (!redis) return;
    void redis.sub.subscribe(CHANNEL);
    redis.sub.on('message', (_channel, raw: string) => {
      const { origin, name, payload } = JSON.parse(raw) as { origin: string; name: EventName; payload: unknown };
      if (origin !== this.origin) this.local.emit(name, payload);
    });
  }

  /** Notifies listeners in this process only. */
  emit<K extends EventName>(name: K, payload: AppEvents[K]): void {
    this.local.emit(name, payload);
  }

  /** Notifies listeners in this process and, with Redis, in every other server process. */
  broadcast<K extends EventName>(name: K, payload: AppEvents[K]): void {
    this.local.emit(name, payload);
    void this.redis?.pub.publish(CHANNEL, JSON.stringify({ origin: this.origin, name, payload })).catch(() => undefined);
  }

  on<K extends EventName>(name: K, listener: (payload: AppEvents[K]) => void): void {
    this.local.on(name, listener);
  }

  off<K extends EventName>(name: K, listener: (payload: AppEvents[K]) => void): void {
    this.local.off(name, listener);
  }

  /** Closes the Redis connections. */
  close(): void {
    this.redis?.pub.disconnect();
    this.redis?.sub.disconnect();
  }
}
