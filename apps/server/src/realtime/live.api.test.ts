import { describe, expect, it } from 'vitest';
import type { LiveJoinResult } from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { collect, join, liveSocket, next, useLiveServer } from '../test/live-client.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

// One process, in-memory streams: who may publish, what viewers get, and what stays closed.
describe('live streams', () => {
  const live = useLiveServer();
  const open = live.open;
  const presenterAndDeck = async (deck: Record<string, unknown> = {}) => {
    const { c: owner, me, deck: created } = await ownerWithDeck(live.server, 'pro', { title: 'Live deck', ...deck });
    return { owner, me, deck: created };
  };


  it('sends the presenter’s slide and fragment to viewers, and the latest state to a late joiner', async () => {
    const { owner, deck } = await presenterAndDeck();
    const presenter = await open(owner);
    expect(await join(presenter, deck.id)).toMatchObject({ ok: true, role: 'presenter', snapshot: { state: null } });
    const viewer = await open();
    expect(await join(viewer, deck.id)).toMatchObject({ ok: true, role: 'viewer' });

    const received = next<{ state: unknown; at: number }>(viewer, 'state');
    presenter.emit('state', { indexh: 2, indexv: 0, indexf: 1, paused: false, overview: false });
    expect((await received).state).toEqual({ indexh: 2, indexv: 0, indexf: 1, paused: false, overview: false });

    presenter.emit('state', { indexh: 3, indexv: 1, indexf: null, paused: true, overview: false });
    await next(viewer, 'state');
    const late = await open();
    const joined = await join(late, deck.id) as Extract<LiveJoinResult, { ok: true }>;
    expect(joined.snapshot.state).toEqual({ indexh: 3, indexv: 1, indexf: null, paused: true, overview: false });
    const http = await new TestClient(live.server.app).get(`/api/v1/decks/${deck.id}/stream.json`);
    expect(http.json().stream).toMatchObject({ role: 'viewer', state: { indexh: 3, paused: true }, deck: { id: deck.id, title: 'Live deck' } });
  });

  it('ignores presenter events sent by a viewer', async () => {
    const { owner, deck } = await presenterAndDeck();
    const presenter = await open(owner);
    await join(presenter, deck.id);
    const viewer = await open();
    const other = await open();
    await join(viewer, deck.id);
    await join(other, deck.id);
    const seenByOther = collect<{ state: { indexh: number } }>(other, 'state');
    const seenByPresenter = collect(presenter, 'state');
    const drawings = collect(other, 'slide-datum');

    viewer.emit('state', { indexh: 9, indexv: 0, paused: false, overview: false });
    viewer.emit('pointer', { x: 0.5, y: 0.5, visible: true });
    viewer.emit('slide-datum', { slide_key: '0/0', datum: { color: '#ff0000', width: 4, points: [0.1, 0.1, 0.2, 0.2] } });
    // A presenter event after them: once it arrives, the viewer's would have arrived first had they been relayed.
    presenter.emit('state', { indexh: 1, indexv: 0, paused: false, overview: false });
    await expect.poll(() => seenByOther.length).toBe(1);
    expect(seenByOther[0]!.state.indexh).toBe(1);
    expect(seenByPresenter).toEqual([]);
    expect(drawings).toEqual([]);
    const snapshot = (await new TestClient(live.server.app).get(`/api/v1/decks/${deck.id}/stream.json`)).json().stream;
    expect(snapshot).toMatchObject({ state: { indexh: 1 }, pointer: null, slide_data: {} });
  });

  it('streams drawings and the pointer, and clears them', async () => {
    const { owner, deck } = await presenterAndDeck();
    const presenter = await open(owner);
    await join(presenter, deck.id);
    const viewer = await open();
    await join(viewer, deck.id);
    const stroke = { color: '#e03131', width: 6, points: [0.1, 0.2, 0.3, 0.4] };
    const drawn = next(viewer, 'slide-datum');
    presenter.emit('slide-datum', { slide_key: '0/0', datum: stroke });
    expect(await drawn).toEqual({ slide_key: '0/0', datum: stroke });
    const pointed = next(viewer, 'pointer');
    presenter.emit('pointer', { x: 0.25, y: 0.75, visible: true });
    expect(await pointed).toEqual({ x: 0.25, y: 0.75, visible: true });

    // The HTTP stream API does the same for clients without a socket.
    const added = await owner.post(`/api/v1/decks/${deck.id}/stream/add_slide_datum.json`, { slide_datum: { slide_key: '1/0', datum: stroke } });
    expect(added.statusCode).toBe(201);
    const late = await open();
    const joined = await join(late, deck.id) as Extract<LiveJoinResult, { ok: true }>;
    expect(joined.snapshot.slide_data).toEqual({ '0/0': [stroke], '1/0': [stroke] });
    expect(joined.snapshot.pointer).toEqual({ x: 0.25, y: 0.75, visible: true });

    const cleared = next(viewer, 'slide-data-cleared');
    expect((await owner.post(`/api/v1/decks/${deck.id}/stream/clear_slide_data.json`, { slide_key: '0/0' })).statusCode).toBe(200);
    expect(await cleared).toEqual({ slide_key: '0/0' });
    expect((await owner.get(`/api/v1/decks/${deck.id}/stream.json`)).json().stream.slide_data).toEqual({ '1/0': [stroke] });
    const bad = await owner.post(`/api/v1/decks/${deck.id}/stream/add_slide_datum.json`, { slide_datum: { slide_key: 'x', datum: { color: 'red', points: [] } } });
    expect(bad.statusCode).toBe(422);
  });

  it('publishes through POST stream for presenters only', async () => {
    const { owner, deck } = await presenterAndDeck();
    const viewer = await open();
    await join(viewer, deck.id);
    const received = next<{ state: { indexh: number } }>(viewer, 'state');
    const published = await owner.post(`/api/v1/decks/${deck.id}/stream.json`, { stream: { state: { indexh: 4, indexv: 0 } } });
    expect(published.statusCode).toBe(200);
    expect((await received).state.indexh).toBe(4);

    const stranger = new TestClient(live.server.app);
    await stranger.signUp();
    const refused = await stranger.post(`/api/v1/decks/${deck.id}/stream.json`, { stream: { state: { indexh: 0 } } });
    expect(refused.statusCode).toBe(403);
    expect((await stranger.get(`/api/v1/decks/${deck.id}/stream.json`)).json().stream.state.indexh).toBe(4);
  });

  it('tells the presenter how many viewers are watching', async () => {
    const { owner, deck } = await presenterAndDeck();
    const presenter = await open(owner);
    await join(presenter, deck.id);
    const counts = collect<{ count: number }>(presenter, 'viewers');
    const first = await open();
    const second = await open();
    await join(first, deck.id);
    await join(second, deck.id);
    await expect.poll(() => counts.at(-1)?.count).toBe(2);
    first.disconnect();
    await expect.poll(() => counts.at(-1)?.count).toBe(1);
  });

  it('closes a private deck’s stream to anyone without access', async () => {
    const { owner, deck } = await presenterAndDeck({ visibility: 'self' });
    const stranger = new TestClient(live.server.app);
    await stranger.signUp();
    expect(await join(await open(stranger), deck.id)).toEqual({ ok: false });
    expect(await join(await open(), deck.id)).toEqual({ ok: false });
    expect((await stranger.get(`/api/v1/decks/${deck.id}/stream.json`)).statusCode).toBe(404);
    expect((await stranger.request('GET', `/d/${deck.id}/live/player`, undefined, { accept: 'text/html' })).body).not.toContain('<section');
    expect(await join(await open(owner), deck.id)).toMatchObject({ ok: true, role: 'presenter' });
    const player = await owner.request('GET', `/d/${deck.id}/live/player`, undefined, { accept: 'text/html' });
    expect(player.headers['content-security-policy']).toContain('sandbox allow-scripts');
    expect(player.headers['content-security-policy']).not.toContain('allow-same-origin');
  });

  it('refuses WebSocket upgrades from another origin', async () => {
    await expect(liveSocket(live.server.app, undefined, { origin: 'https://evil.example' })).rejects.toThrow();
    const local = await open(undefined, { origin: new URL(`http://127.0.0.1:${(live.server.app.server.address() as { port: number }).port}`).origin });
    expect(local.connected).toBe(true);
  });
});
