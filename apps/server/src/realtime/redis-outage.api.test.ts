// A Redis outage for real: the test runs its own redis-server (on a Unix socket), stops it and starts it again. Two apps
// ("processes") share it and one database. While Redis is away, sign-in and link unlock keep answering (limits fall
// back to per-process memory) without waiting; once it is back, live viewers on the other process converge on the
// presenter's latest state within 2 s.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { join, liveSocket, next } from '../test/live-client.js';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A private, memory-only redis-server on a Unix socket of its own (no TCP port, so nothing to probe for: redis-server
 * cannot report a port it picked itself); `start` resolves once it answers PING.
 */
class PrivateRedis {
  private child: ChildProcess | null = null;
  readonly url = path.join(mkdtempSync(path.join(tmpdir(), 'podium-redis-')), 'redis.sock');

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', '0', '--unixsocket', this.url, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    probe.on('error', () => undefined); // refused until the server is up
    try {
      await vi.waitFor(async () => { await probe.ping(); }, { timeout: 10_000, interval: 25 });
    } finally {
      probe.disconnect();
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL'); // an outage, not a clean shutdown
    await exited;
  }
}

describe.runIf(hasRedisServer)('Redis outage (needs the redis-server binary)', () => {
  let redis: PrivateRedis;
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = new PrivateRedis();
    await redis.start();
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: `podium-test-${randomUUID()}:`, SESSION_SECRET: randomUUID() + randomUUID() };
    a = await startTestServer(env);
    b = await startTestServer(env, { database: a.database });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await b?.app.close();
    await a?.close();
    await redis?.stop();
  });

  it('keeps sign-in and link unlock answering, then brings live viewers to the presenter’s state within 2 s', async () => {
    const { c: owner, me, deck } = await ownerWithDeck(a, 'pro', { title: 'Through an outage' });
    const link = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token as { id: number; token: string };
    await owner.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`, { access_token: { password: 'open sesame' } });
    const presenter = await liveSocket(a.app, owner);
    const viewer = await liveSocket(b.app);
    sockets.push(presenter, viewer);
    await join(presenter, deck.id);
    expect(await join(viewer, deck.id)).toMatchObject({ ok: true, role: 'viewer' });
    const first = next<{ state: { indexh: number } }>(viewer, 'state');
    presenter.emit('state', { indexh: 1, indexv: 0, indexf: 0, paused: false, overview: false });
    expect((await first).state.indexh).toBe(1);

    await redis.stop();
    // Requests during the outage: answered, not 500, and without waiting for Redis.
    const visitor = new TestClient(b.app);
    await visitor.open();
    for (const [what, request, expected] of [
      ['sign-in', () => owner.onApp(b.app).post('/users/sign_in', { user: { email: me.email, password: me.password } }), [200, 201, 302, 303]],
      ['wrong link password', () => visitor.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password: 'nope' } }), [401]],
      ['link unlock', () => visitor.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password: 'open sesame' } }), [200]],
    ] as const) {
      const started = Date.now();
      const response = await request();
      expect(expected, `${what}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(Date.now() - started, what).toBeLessThan(2000);
    }
    // The presenter moves on while Redis is away.
    for (let indexh = 2; indexh <= 12; indexh += 1) presenter.emit('state', { indexh, indexv: 0, indexf: 0, paused: false, overview: false });
    await expect.poll(async () => (await new TestClient(a.app).get(`/api/v1/decks/${deck.id}/stream.json`)).json().stream?.state?.indexh).toBe(12);

    const latest = new Promise<number>((resolve) => {
      viewer.on('state', (payload: { state: { indexh: number } }) => { if (payload.state.indexh === 12) resolve(Date.now()); });
    });
    await redis.start();
    const back = Date.now();
    const arrived = await Promise.race([latest, new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 5000))]);
    expect(arrived - back, 'the viewer did not get the latest state within 5 s').toBeLessThan(2000);
    // And it carries on as before: the next state arrives live.
    const after = next<{ state: { indexh: number } }>(viewer, 'state');
    presenter.emit('state', { indexh: 13, indexv: 0, indexf: 0, paused: false, overview: false });
    expect((await after).state.indexh).toBe(13);
    // A late joiner on the other process lands on the current slide within 2 s: in its join snapshot once the
    // presenter's process has replayed its journal into Redis, or by the re-send that follows the replay when it
    // joins while the replay is still running (the live adapter can deliver 12 and 13 before the journal is done).
    const late = await liveSocket(b.app);
    sockets.push(late);
    const resent = new Promise<number>((resolve) => {
      late.on('state', (payload: { state: { indexh: number } }) => { if (payload.state.indexh === 13) resolve(13); });
    });
    const joined = await join(late, deck.id) as { ok: boolean; snapshot?: { state?: { indexh: number } } };
    expect(joined.ok).toBe(true);
    const landed = joined.snapshot?.state?.indexh === 13
      ? 13
      : await Promise.race([resent, new Promise<number>((resolve) => setTimeout(() => resolve(joined.snapshot?.state?.indexh ?? -1), 2000))]);
    expect(landed, 'the late joiner did not land on the current slide within 2 s').toBe(13);
  }, 60_000);
});
