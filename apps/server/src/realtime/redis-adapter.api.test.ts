import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

// Two server processes' worth of apps sharing one database and one Redis: an event raised on B reaches a client on A.
const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl))('realtime across processes (Redis streams adapter)', () => {
  let a: TestServer;
  let b: TestServer;
  let socket: Socket | undefined;
  beforeAll(async () => {
    a = await startTestServer({ REDIS_URL: redisUrl! });
    b = await startTestServer({ REDIS_URL: redisUrl! }, { database: a.database });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.disconnect();
    await b.app.close();
    await a.close();
  });

  it('tells editors on one process that a deck was saved through another', async () => {
    const owner = new TestClient(b.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: {} })).json().deck;
    const { port } = a.app.server.address() as { port: number };
    socket = connect(`http://127.0.0.1:${port}/editor`, {
      transports: ['websocket'],
      extraHeaders: { cookie: `podium_session=${owner.cookie('podium_session')}` },
    });
    const joined = await socket.timeout(5000).emitWithAck('join', { deckId: deck.id });
    expect(joined).toMatchObject({ ok: true, canEdit: true });
    const saved = new Promise((resolve) => socket!.once('deck-saved', resolve));
    await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: 'Saved on B', version: deck.version } });
    expect(await saved).toEqual({ deckId: deck.id, version: deck.version + 1 });
  });

  it('drops cached decks on every process when one of them changes it', async () => {
    const owner = new TestClient(b.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Cached' } })).json().deck;
    const reader = new TestClient(a.app);
    await reader.open();
    expect((await reader.get(`/api/v1/decks/${deck.id}.json`)).json().deck.title).toBe('Cached'); // now cached on A
    await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: 'Renamed on B', version: deck.version } });
    await expect.poll(async () => (await reader.get(`/api/v1/decks/${deck.id}.json`)).json().deck.title, { timeout: 2000 }).toBe('Renamed on B');
    await owner.post(`/api/v1/decks/${deck.id}/trash.json`);
    await expect.poll(async () => (await reader.get(`/api/v1/decks/${deck.id}.json`)).statusCode, { timeout: 2000 }).toBe(404);
  });

  it('refuses to join a deck the user may not see', async () => {
    const owner = new TestClient(b.app);
    await owner.signUp();
    const { port } = a.app.server.address() as { port: number };
    const stranger = connect(`http://127.0.0.1:${port}/editor`, { transports: ['websocket'] });
    try {
      expect(await stranger.timeout(5000).emitWithAck('join', { deckId: 2_000_000_000 })).toEqual({ ok: false });
    } finally {
      stranger.disconnect();
    }
  });
});
