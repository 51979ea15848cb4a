/** Socket.IO clients of the `live` namespace for API tests: connect as a signed-in user, a stranger or a speaker link. */
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { LiveJoinResult, QaAck } from '@podium/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';

/** The base URL of an app listening on a loopback port. */
export function baseUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** A connected `live` socket (session cookie of `client` when given). Call `close()` when done. */
export async function liveSocket(app: FastifyInstance, client?: TestClient, headers: Record<string, string> = {}): Promise<Socket> {
  const session = client?.cookie('podium_session');
  const socket = connect(`${baseUrl(app)}/live`, {
    transports: ['websocket'], reconnection: false, forceNew: true,
    extraHeaders: { ...(session ? { cookie: `podium_session=${session}` } : {}), ...headers },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Joins a deck's stream and returns the server's reply. */
export function join(socket: Socket, deckId: number, speakerToken?: string): Promise<LiveJoinResult> {
  return socket.timeout(5000).emitWithAck('join', { deckId, ...(speakerToken ? { speakerToken } : {}) });
}

/** Joins a deck's stream as its audience, presenting the audience token given before when there is one; must succeed. */
export async function joinAudience(socket: Socket, deckId: number, audienceToken?: string): Promise<Extract<LiveJoinResult, { ok: true }>> {
  const result = await socket.timeout(5000).emitWithAck('join', { deckId, ...(audienceToken ? { audienceToken } : {}) }) as LiveJoinResult;
  expect(result.ok).toBe(true);
  return result as Extract<LiveJoinResult, { ok: true }>;
}

/** Sends an audience event (Q&A, reactions) and resolves with its acknowledgement. */
export function sendAudience<T = unknown>(socket: Socket, event: string, payload: unknown = {}): Promise<QaAck<T>> {
  return socket.timeout(5000).emitWithAck(event, payload);
}

/** Joins a deck's stream through a share link (SPEC §7 deck_token) and returns the server's reply. */
export function joinWithLink(socket: Socket, deckId: number, deckToken: string): Promise<LiveJoinResult> {
  return socket.timeout(5000).emitWithAck('join', { deckId, deckToken });
}

/** Resolves with the reason once the server disconnects the socket (rejects after `ms`). */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** The next `event` a socket receives (rejects after `ms`). */
export function next<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every `event` a socket receives, to assert later that nothing (or something) arrived. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** A round trip through the server, so events sent before it have been handled. */
export async function settle(socket: Socket): Promise<void> {
  await socket.timeout(5000).emitWithAck('join', { deckId: -1 }).catch(() => undefined);
}

/**
 * A listening one-process test server (in-memory realtime) for `live` socket suites: registers its own
 * beforeAll/afterAll, and `open` connects sockets that are all disconnected when the suite ends.
 */
export function useLiveServer() {
  let server: TestServer | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer({ REDIS_URL: '' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await server?.close();
  });
  return {
    /** The running server (available from beforeAll on). */
    get server(): TestServer {
      if (!server) throw new Error('the live test server starts in beforeAll');
      return server;
    },
    /** A connected `live` socket as `client` (or a stranger), closed when the suite ends. */
    open: async (client?: TestClient, headers?: Record<string, string>): Promise<Socket> => {
      const socket = await liveSocket(server!.app, client, headers);
      sockets.push(socket);
      return socket;
    },
  };
}

/**
 * A restart on the same database: `before` runs on a listening server (sockets it lists are closed after it), the
 * server is closed with everything it held in memory, and `after` runs on a new one with the same session secret.
 */
export async function acrossRestart(before: (server: TestServer, sockets: Socket[]) => Promise<void>, after: (server: TestServer, sockets: Socket[]) => Promise<void>): Promise<void> {
  const first = await startTestServer({ REDIS_URL: '' });
  const sockets: Socket[] = [];
  try {
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await before(first, sockets);
    sockets.splice(0).forEach((socket) => socket.disconnect());
    await first.app.close();
    const second = await startTestServer({ REDIS_URL: '', SESSION_SECRET: first.config.sessionSecret }, { database: first.database });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      await after(second, sockets);
    } finally {
      sockets.forEach((socket) => socket.disconnect());
      await second.app.close();
    }
  } finally {
    sockets.forEach((socket) => socket.disconnect());
    await first.database.close();
  }
}

