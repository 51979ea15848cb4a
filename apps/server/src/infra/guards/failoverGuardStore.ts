/**
 * Sharing's guards when Redis may be away: each call goes to Redis and, when Redis fails (its `command` connection
 * fails at once while disconnected, or times out), to this process's memory instead. A Redis outage thus degrades the
 * guards to per-process counting (exact for one process, as without REDIS_URL) rather than answering 500 or hanging.
 */
import type { GuardStore } from './guardStore.js';

/** Told about every Redis failure that made a guard fall back to memory. */
export type FallbackListener = (error: unknown) => void;

export class FailoverGuardStore implements GuardStore {
  constructor(
    private readonly primary: GuardStore,
    private readonly fallback: GuardStore,
    private readonly onFallback: FallbackListener = () => undefined,
  ) {}

  private async either<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await primary();
    } catch (error) {
      this.onFallback(error);
      return fallback();
    }
  }

  countRecent(key: string, windowMs: number, now?: number): Promise<number> {
    return this.either(() => this.primary.countRecent(key, windowMs, now), () => this.fallback.countRecent(key, windowMs, now));
  }

  addRecent(key: string, windowMs: number, now?: number): Promise<void> {
    return this.either(() => this.primary.addRecent(key, windowMs, now), () => this.fallback.addRecent(key, windowMs, now));
  }

  claim(key: string, ttlMs: number, now?: number): Promise<string | null> {
    return this.either(() => this.primary.claim(key, ttlMs, now), () => this.fallback.claim(key, ttlMs, now));
  }

  async release(key: string, holder: string): Promise<void> {
    // The claim lives in one of the two stores; releasing in the other is a no-op for a holder it does not know.
    await this.either(() => this.primary.release(key, holder), async () => undefined);
    await this.fallback.release(key, holder);
  }
}
