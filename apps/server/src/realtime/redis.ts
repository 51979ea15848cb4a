/** Redis connections (rate-limit counters and the Socket.IO adapter share one server when REDIS_URL is set). */
import { Redis } from 'ioredis';

/** A Redis client that fails fast instead of queueing commands forever when the server is away. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
