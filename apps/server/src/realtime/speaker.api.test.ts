import { describe, expect, it } from 'vitest';
import { TestClient } from '../test/harness.js';
import { join, next, useLiveServer } from '../test/live-client.js';

// Speaker links: a phone presents with the link alone; revoking it shuts the link and its open sockets.
describe('speaker links', () => {
  const live = useLiveServer();
  const open = live.open;


  it('lets a phone with the link present, until the link is revoked', async () => {
    const owner = new TestClient(live.server.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Remote' } })).json().deck as { id: number };
    const created = await owner.post(`/api/v1/decks/${deck.id}/speaker_tokens.json`);
    expect(created.statusCode).toBe(201);
    const { id, token, url } = created.json().speaker_token as { id: number; token: string; url: string };
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16); // ≥ 128 random bits
    expect(url).toMatch(new RegExp(`/d/${deck.id}/speaker/${token}$`));
    const listed = (await owner.get(`/api/v1/decks/${deck.id}/speaker_tokens.json`)).json();
    expect(listed.total).toBe(1);
    expect(JSON.stringify(listed)).not.toContain(token);

    const phone = new TestClient(live.server.app); // no session: the link is the credential
    const opened = await phone.get(`/api/v1/decks/${deck.id}/speaker/${token}.json`);
    expect(opened.json().stream).toMatchObject({ deck: { id: deck.id, title: 'Remote' }, player_url: `/d/${deck.id}/speaker/${token}/player` });
    expect((await phone.request('GET', `/d/${deck.id}/speaker/${token}/player`, undefined, { accept: 'text/html' })).headers['content-security-policy'])
      .toContain('sandbox');

    const remote = await open();
    expect(await join(remote, deck.id, token)).toMatchObject({ ok: true, role: 'presenter' });
    const viewer = await open();
    await join(viewer, deck.id);
    const moved = next<{ state: { indexh: number } }>(viewer, 'state');
    remote.emit('state', { indexh: 5, indexv: 0, paused: false, overview: false });
    expect((await moved).state.indexh).toBe(5);

    // A link only opens its own deck.
    const otherDeck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Other' } })).json().deck as { id: number };
    expect(await join(await open(), otherDeck.id, token)).toEqual({ ok: false });
    expect(await join(await open(), deck.id, `${token.slice(0, -2)}xx`)).toEqual({ ok: false });

    const dropped = next(remote, 'disconnect');
    expect((await owner.delete(`/api/v1/decks/${deck.id}/speaker_tokens/${id}.json`)).statusCode).toBe(200);
    await dropped;
    expect(await join(await open(), deck.id, token)).toEqual({ ok: false });
    expect((await phone.get(`/api/v1/decks/${deck.id}/speaker/${token}.json`)).statusCode).toBe(404);
    expect((await phone.request('GET', `/d/${deck.id}/speaker/${token}/player`, undefined, { accept: 'text/html' })).body).not.toContain('<section');
    expect((await owner.delete(`/api/v1/decks/${deck.id}/speaker_tokens/${id}.json`)).statusCode).toBe(404);
  });

  it('only lets presenters create links', async () => {
    const owner = new TestClient(live.server.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Public' } })).json().deck as { id: number };
    const viewer = new TestClient(live.server.app);
    await viewer.signUp();
    expect((await viewer.post(`/api/v1/decks/${deck.id}/speaker_tokens.json`)).statusCode).toBe(403);
    expect((await viewer.get(`/api/v1/decks/${deck.id}/speaker_tokens.json`)).statusCode).toBe(403);
    expect((await new TestClient(live.server.app).post(`/api/v1/decks/${deck.id}/speaker_tokens.json`)).statusCode).not.toBe(201);
  });
});
