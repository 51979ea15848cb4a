import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LiveJoinResult } from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { useTwoProcesses } from '../test/two-processes.js';
import { collect, disconnected, join, joinWithLink, liveSocket, next, settle } from '../test/live-client.js';
import { users } from '../db/schema.js';

// Two server processes' worth of apps sharing one database and one Redis (CI sets REDIS_URL=redis://127.0.0.1:6379):
// the presenter is connected to A, the viewers to B.
const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl))('live streams across processes (Redis streams adapter)', () => {
  const processes = useTwoProcesses(redisUrl!);
  const { sockets } = processes;
  const open = async (app: FastifyInstance, client?: TestClient) => {
    const socket = await liveSocket(app, client);
    sockets.push(socket);
    return socket;
  };


  it('delivers the presenter’s state from one process to viewers on another, and stores it for late joiners', async () => {
    const { a, b } = processes;
    const owner = new TestClient(a.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Shared stream' } })).json().deck as { id: number };
    const presenter = await open(a.app, owner);
    await join(presenter, deck.id);
    const viewers = await Promise.all([open(b.app), open(b.app), open(a.app)]);
    for (const viewer of viewers) expect(await join(viewer, deck.id)).toMatchObject({ ok: true, role: 'viewer' });
    const counts = collect<{ count: number }>(presenter, 'viewers');
    await expect.poll(() => counts.at(-1)?.count, { timeout: 5000 }).toBe(3);

    const arrived = viewers.map((viewer) => next<{ state: { indexh: number; indexf: number } }>(viewer, 'state'));
    presenter.emit('state', { indexh: 6, indexv: 0, indexf: 2, paused: false, overview: false });
    for (const state of await Promise.all(arrived)) expect(state.state).toMatchObject({ indexh: 6, indexf: 2 });

    const drawn = next(viewers[0]!, 'slide-datum');
    presenter.emit('slide-datum', { slide_key: '6/0', datum: { color: '#1c7ed6', width: 3, points: [0, 0, 1, 1] } });
    await drawn;

    const late = await open(b.app);
    const joined = await join(late, deck.id) as Extract<LiveJoinResult, { ok: true }>;
    expect(joined.snapshot.state).toMatchObject({ indexh: 6, indexf: 2 });
    expect(Object.keys(joined.snapshot.slide_data)).toEqual(['6/0']);
    expect((await new TestClient(b.app).get(`/api/v1/decks/${deck.id}/stream.json`)).json().stream.state.indexh).toBe(6);
  });

  it('does not relay presenter events a viewer on the other process sends', async () => {
    const { a, b } = processes;
    const owner = new TestClient(b.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Guarded' } })).json().deck as { id: number };
    const presenter = await open(a.app, owner);
    await join(presenter, deck.id);
    const viewer = await open(b.app);
    const watcher = await open(a.app);
    await join(viewer, deck.id);
    await join(watcher, deck.id);
    const seen = collect<{ state: { indexh: number } }>(watcher, 'state');
    viewer.emit('state', { indexh: 8, indexv: 0, paused: false, overview: false });
    presenter.emit('state', { indexh: 1, indexv: 0, paused: false, overview: false });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]!.state.indexh).toBe(1);
  });

  it('keeps a private deck’s stream closed on every process', async () => {
    const { a, b } = processes;
    const owner = new TestClient(a.app);
    const me = await owner.signUp();
    await a.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Private', visibility: 'self' } })).json().deck as { id: number };
    expect(await join(await open(b.app), deck.id)).toEqual({ ok: false });
  });

  it('disconnects viewers on another process when the deck becomes private or their share link is deleted', async () => {
    const { a, b } = processes;
    const owner = new TestClient(a.app);
    const me = await owner.signUp();
    await a.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Going private' } })).json().deck as { id: number };
    const link = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token as { id: number; token: string };
    const anonymous = await open(b.app);
    expect(await join(anonymous, deck.id)).toMatchObject({ ok: true, role: 'viewer' });
    const withLink = await open(b.app);
    expect(await joinWithLink(withLink, deck.id, link.token)).toMatchObject({ ok: true });

    const anonymousGone = disconnected(anonymous);
    await owner.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'self' });
    expect(await anonymousGone).toBe('io server disconnect');
    await settle(withLink);
    expect(withLink.connected).toBe(true);

    const linkGone = disconnected(withLink);
    await owner.delete(`/api/v1/decks/${deck.id}/access_tokens/${link.id}`);
    expect(await linkGone).toBe('io server disconnect');
  });
});
