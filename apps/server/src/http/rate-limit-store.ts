/**
 * The rate-limit store with Redis: counters live in Redis so limits hold across processes, and while Redis is away
 * (its `command` connection fails at once or times out) they fall back to this process's memory — the request is
 * still limited, per process, instead of answering 500 or waiting for Redis.
 */
import type { Redis } from 'ioredis';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: never): Store;
}
interface StoreParams { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }

/** A store class for @fastify/rate-limit's `store` option: Redis first, this process's memory when Redis fails. */
export function failoverRateLimitStore(redis: Redis, nameSpace: string, onFallback: (error: Error) => void) {
  return class FailoverRateLimitStore implements Store {
    private readonly primary: Store;
    private readonly fallback: Store;

    constructor(params: StoreParams, primary?: Store, fallback?: Store) {
      this.primary = primary ?? (new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace) as Store);
      this.fallback = fallback ?? (new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache) as Store);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.primary.incr(key, (error, result) => {
        if (!error) return callback(null, result);
        onFallback(error);
        this.fallback.incr(key, callback, timeWindow, max);
      }, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.primary.read!(key, (error, result) => {
        if (!error) return callback(null, result);
        onFallback(error);
        this.fallback.read!(key, callback, timeWindow, max);
      }, timeWindow, max);
    }

    child(routeOptions: never): Store {
      return new FailoverRateLimitStore({}, this.primary.child(routeOptions), this.fallback.child(routeOptions));
    }
  };
}
