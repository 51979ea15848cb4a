import { describe, expect, it } from 'vitest';
import { TestClient } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { disconnected, join, joinWithLink, settle, useLiveServer } from '../test/live-client.js';

// Share links (SPEC §7 deck_token) open a private deck's stream as they open the deck, and only while they do.
describe('live streams through share links', () => {
  const live = useLiveServer();
  const open = live.open;
  const visitor = async () => {
    const c = new TestClient(live.server.app);
    await c.open();
    return c;
  };
  /** A pro owner's deck (private unless told) with one link of these settings. */
  const deckWithLink = async (settings: Record<string, unknown> = {}, visibility = 'self') => {
    const { c, deck } = await ownerWithDeck(live.server, 'pro', { visibility, title: 'Board meeting' });
    let link = (await c.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token as { id: number; token: string };
    if (Object.keys(settings).length) {
      link = (await c.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`, { access_token: settings })).json().access_token;
    }
    return { owner: c, deck, link, stream: `/api/v1/decks/${deck.id}/stream.json` };
  };


  it('opens a private deck’s stream API with a valid deck_token only, in the link’s role', async () => {
    const { owner, deck, link, stream } = await deckWithLink();
    await owner.post(stream, { stream: { state: { indexh: 4, indexv: 0, paused: false, overview: false } } });
    const v = await visitor();
    expect((await v.get(stream)).statusCode).toBe(404);
    const watched = await v.get(`${stream}?deck_token=${link.token}`);
    expect(watched.statusCode).toBe(200);
    expect(watched.json().stream).toMatchObject({ role: 'viewer', state: { indexh: 4 }, deck: { id: deck.id, title: 'Board meeting' } });
    // A viewer link watches; it does not publish.
    const publish = await v.post(`${stream}?deck_token=${link.token}`, { stream: { state: { indexh: 1, indexv: 0, paused: false, overview: false } } });
    expect(publish.statusCode).toBe(403);
    expect((await v.get(`${stream}?deck_token=${link.token.slice(0, -4)}AAAA`)).statusCode).toBe(404);
    const other = await deckWithLink();
    expect((await v.get(`${stream}?deck_token=${other.link.token}`)).statusCode).toBe(404);

    expect((await owner.delete(`/api/v1/decks/${deck.id}/access_tokens/${link.id}`)).statusCode).toBe(200);
    expect((await v.get(`${stream}?deck_token=${link.token}`)).statusCode).toBe(404);
  });

  it('gives a presenter link the presenter role, and asks for a password link’s password first', async () => {
    const presenter = await deckWithLink({ link_type: 'presenter' });
    const v = await visitor();
    const url = `${presenter.stream}?deck_token=${presenter.link.token}`;
    expect((await v.get(url)).json().stream.role).toBe('presenter');
    expect((await v.post(url, { stream: { state: { indexh: 2, indexv: 0, paused: false, overview: false } } })).statusCode).toBe(200);
    expect((await v.get(url)).json().stream.state).toMatchObject({ indexh: 2 });

    const locked = await deckWithLink({ password: 'open sesame' });
    const lockedUrl = `${locked.stream}?deck_token=${locked.link.token}`;
    expect((await v.get(lockedUrl)).statusCode).toBe(401);
    const socket = await open();
    expect(await joinWithLink(socket, locked.deck.id, locked.link.token)).toEqual({ ok: false });
    const unlock = await v.post(`/api/v1/access_tokens/${locked.link.id}.json`, { access_token: { token: locked.link.token, password: 'open sesame' } });
    expect(unlock.statusCode).toBe(200);
    expect((await v.get(lockedUrl)).json().stream.role).toBe('viewer');
    // The unlock cookie travels with the socket's handshake, as a browser sends it.
    const unlocked = await open(undefined, { cookie: `podium_links=${v.cookie('podium_links')}` });
    expect(await joinWithLink(unlocked, locked.deck.id, locked.link.token)).toMatchObject({ ok: true, role: 'viewer' });
  });

  it('lets a link’s socket join a private stream, and disconnects it when the link is deleted', async () => {
    const { owner, deck, link } = await deckWithLink();
    const stranger = await open();
    expect(await join(stranger, deck.id)).toEqual({ ok: false });
    const presenterSocket = await open(owner);
    expect(await join(presenterSocket, deck.id)).toMatchObject({ ok: true, role: 'presenter' });
    const viewer = await open();
    expect(await joinWithLink(viewer, deck.id, link.token)).toMatchObject({ ok: true, role: 'viewer' });
    const presenterLink = await (async () => {
      const created = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token as { id: number; token: string };
      await owner.put(`/api/v1/decks/${deck.id}/access_tokens/${created.id}.json`, { access_token: { link_type: 'presenter' } });
      return created;
    })();
    const remote = await open();
    expect(await joinWithLink(remote, deck.id, presenterLink.token)).toMatchObject({ ok: true, role: 'presenter' });

    const gone = disconnected(viewer);
    expect((await owner.delete(`/api/v1/decks/${deck.id}/access_tokens/${link.id}`)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await settle(presenterSocket);
    await settle(remote);
    expect(presenterSocket.connected && remote.connected).toBe(true);
    const again = await open();
    expect(await joinWithLink(again, deck.id, link.token)).toEqual({ ok: false });
  });

  it('disconnects viewers who lose access when a public deck becomes private; the owner stays', async () => {
    const { owner, deck, link } = await deckWithLink({}, 'all');
    const presenterSocket = await open(owner);
    await join(presenterSocket, deck.id);
    const anonymous = await open();
    expect(await join(anonymous, deck.id)).toMatchObject({ ok: true, role: 'viewer' });
    const withLink = await open();
    expect(await joinWithLink(withLink, deck.id, link.token)).toMatchObject({ ok: true, role: 'viewer' });

    const gone = disconnected(anonymous);
    expect((await owner.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'self' })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await settle(withLink);
    await settle(presenterSocket);
    expect(withLink.connected).toBe(true);
    expect(presenterSocket.connected).toBe(true);
  });
});
