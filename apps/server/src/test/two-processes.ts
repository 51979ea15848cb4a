/**
 * Two apps sharing one database and one Redis, each listening on a loopback port: two server processes behind a
 * balancer, as far as sockets and Redis can tell. Registers its own beforeAll/afterAll (call it inside the describe
 * that needs REDIS_URL); Redis keys live under a prefix of their own and are removed afterwards, and sockets pushed
 * to `sockets` are disconnected.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

export function useTwoProcesses(redisUrl: string) {
  const prefix = `podium-test-${randomUUID()}:`;
  const sockets: Socket[] = [];
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  beforeAll(async () => {
    // Redis is shared with other test runs: a prefix of our own keeps their streams and ours apart.
    // Processes behind one balancer share SESSION_SECRET (README): what one signs, the other accepts.
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, SESSION_SECRET: `two-processes-${randomUUID()}` };
    a = await startTestServer(env);
    b = await startTestServer(env, { database: a.database });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await b?.app.close();
    await a?.close();
    // Leave nothing behind in the shared Redis.
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  const started = (server: TestServer | undefined) => {
    if (!server) throw new Error('the two test servers start in beforeAll');
    return server;
  };
  return {
    /** The first process (available from beforeAll on). */
    get a(): TestServer { return started(a); },
    /** The second process, on the first one's database. */
    get b(): TestServer { return started(b); },
    sockets,
    prefix,
  };
}
