/**
 * Redis connections. Two kinds: `stream` connections (the Socket.IO adapter, app events) queue commands while Redis
 * is away, so a short blip delays rather than drops; `command` connections (rate limits, sharing guards, live stream
 * state) fail at once instead, so callers fall back to this process's memory without making a request wait.
 */
import { Redis } from 'ioredis';

/** Reconnect attempts are this far apart at most, so a returning Redis is noticed within half a second. */
const RECONNECT_DELAY_MS = 500;
/** A command on a `command` connection that gets no answer in this time fails (a hung Redis must not hang requests). */
const COMMAND_TIMEOUT_MS = 1000;

export type RedisKind = 'stream' | 'command';

/** Something that can say when Redis went away and came back (the app's logger). */
export interface RedisOutageLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** A Redis client that reconnects quickly; `command` clients fail fast while disconnected (see the file comment). */
export function createRedis(url: string, kind: RedisKind = 'stream', log?: RedisOutageLog): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: kind === 'stream',
    ...(kind === 'command' ? { commandTimeout: COMMAND_TIMEOUT_MS } : {}),
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_DELAY_MS),
  });
  watchOutages(redis, kind, log);
  return redis;
}

/** Logs one line when a connection is lost and one when it is back (not one per failed reconnect attempt). */
function watchOutages(redis: Redis, kind: RedisKind, log: RedisOutageLog | undefined): void {
  let down = false;
  // Without an 'error' listener ioredis prints every failed attempt; the outage is logged once below instead.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log?.warn({ err: { message: error.message }, kind }, kind === 'command'
      ? 'Redis is unavailable: rate limits, sharing guards and live state fall back to this process\'s memory until it returns'
      : 'Redis is unavailable: cross-process realtime messages wait until it returns');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ kind }, 'Redis is available again');
  });
}

/**
 * Resolves once the client is connected, or after `timeoutMs` (Redis down at start: the app starts anyway and falls
 * back to memory). `command` clients refuse commands until connected, so the app waits for them before serving.
 */
export async function whenReady(redis: Redis, timeoutMs = 5000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}
