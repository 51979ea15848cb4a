/**
 * Short-lived abuse guards of sharing: sliding windows of recent events (wrong link passwords) and claims that expire
 * (a link view counted once per browser, one e-mail share per user at a time). In memory for one process; in Redis
 * when REDIS_URL is set, so the guards hold across every server process behind a load balancer. `now` (tests) sets
 * the memory store's clock; in Redis windows use the calling process's clock (processes keep time in step, e.g. NTP)
 * and claims expire on Redis's own.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface GuardStore {
  /** How many events `key` had in the last `windowMs`. */
  countRecent(key: string, windowMs: number, now?: number): Promise<number>;
  /** Records an event of `key`, kept for `windowMs`. */
  addRecent(key: string, windowMs: number, now?: number): Promise<void>;
  /** Takes `key` for `ttlMs` unless it is held: the holder's handle for `release`, or null when already taken. */
  claim(key: string, ttlMs: number, now?: number): Promise<string | null>;
  /** Gives a claim back early; does nothing when `holder` no longer holds it (expired and taken by someone else). */
  release(key: string, holder: string): Promise<void>;
}

/** Keys kept before the memory store sheds them: a flood of distinct addresses must not grow memory without bound. */
const MEMORY_MAX_KEYS = 50_000;

/** One process's guards. */
export class MemoryGuardStore implements GuardStore {
  // Bounded LRU maps: the least recently used keys go first. Expiry stays explicit (`now` is injectable for tests).
  private readonly events = new LRUCache<string, number[]>({ max: MEMORY_MAX_KEYS });
  private readonly claims = new LRUCache<string, { holder: string; until: number }>({ max: MEMORY_MAX_KEYS });

  private recent(key: string, windowMs: number, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  async countRecent(key: string, windowMs: number, now = Date.now()): Promise<number> {
    return this.recent(key, windowMs, now).length;
  }

  async addRecent(key: string, windowMs: number, now = Date.now()): Promise<void> {
    this.events.set(key, [...this.recent(key, windowMs, now), now]);
  }

  async claim(key: string, ttlMs: number, now = Date.now()): Promise<string | null> {
    if ((this.claims.get(key)?.until ?? 0) > now) return null;
    const holder = randomUUID();
    this.claims.set(key, { holder, until: now + ttlMs });
    return holder;
  }

  async release(key: string, holder: string): Promise<void> {
    if (this.claims.get(key)?.holder === holder) this.claims.delete(key);
  }
}

/** Deletes a claim only while the caller still holds it (a plain DEL could free someone else's later claim). */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Guards in Redis under `{prefix}guard:{key}`: a window is a sorted set of event times (trimmed and counted in one
 * MULTI, expiring with the window), a claim a string set with NX and PX.
 */
export class RedisGuardStore implements GuardStore {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  private key = (key: string) => `${this.prefix}guard:${key}`;

  async countRecent(key: string, windowMs: number, now = Date.now()): Promise<number> {
    const results = await this.redis.multi()
      .zremrangebyscore(this.key(key), '-inf', now - windowMs)
      .zcard(this.key(key))
      .exec();
    return Number(transactionResults(results)[1]);
  }

  async addRecent(key: string, windowMs: number, now = Date.now()): Promise<void> {
    // The member is unique so that two events in the same millisecond (on two processes) both count.
    const results = await this.redis.multi()
      .zremrangebyscore(this.key(key), '-inf', now - windowMs)
      .zadd(this.key(key), now, `${now}:${randomUUID()}`)
      .pexpire(this.key(key), windowMs)
      .exec();
    transactionResults(results);
  }

  async claim(key: string, ttlMs: number): Promise<string | null> {
    const holder = randomUUID();
    const taken = await this.redis.set(this.key(key), holder, 'PX', ttlMs, 'NX');
    return taken === 'OK' ? holder : null;
  }

  async release(key: string, holder: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.key(key), holder);
  }
}

/** The replies of a MULTI; throws the first failed command's error (ioredis reports them per command). */
function transactionResults(results: Array<[Error | null, unknown]> | null): unknown[] {
  if (!results) throw new Error('Redis transaction aborted');
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
