/** Every path that takes access away from a live viewer disconnects its socket (one re-check for all of them). */
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { io as connect } from 'socket.io-client';
import { baseUrl, disconnected, join, joinWithLink, settle, useLiveServer } from '../test/live-client.js';

type Deck = { id: number; version: number };
type Revoke = (owner: TestClient, deck: Deck, link: { id: number }) => Promise<{ statusCode: number }>;

describe('live access re-check', () => {
  const live = useLiveServer();

  const paths: Array<[string, Revoke]> = [
    ['PUT deck visibility', (owner, deck) => owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, visibility: 'self' } })],
    ['publish.json', (owner, deck) => owner.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'self' })],
    ['trash', (owner, deck) => owner.post(`/api/v1/decks/${deck.id}/trash.json`, {})],
  ];

  it.each(paths)('%s disconnects an anonymous viewer of a public deck and keeps the presenter', async (_path, revoke) => {
    const { c: owner, deck } = await ownerWithDeck(live.server, 'pro', { title: 'Town hall' });
    const presenter = await live.open(owner);
    expect(await join(presenter, deck.id)).toMatchObject({ ok: true, role: 'presenter' });
    const viewer = await live.open();
    expect(await join(viewer, deck.id)).toMatchObject({ ok: true, role: 'viewer' });
    const gone = disconnected(viewer);
    expect((await revoke(owner, deck, { id: 0 })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    if (_path !== 'trash') {
      await settle(presenter);
      expect(presenter.connected).toBe(true);
    }
  });

  it.each([
    ['link password set', (owner: TestClient, deck: Deck, link: { id: number }) =>
      owner.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`, { access_token: { password: 'new-secret' } })],
    ['link deleted', (owner: TestClient, deck: Deck, link: { id: number }) => owner.delete(`/api/v1/decks/${deck.id}/access_tokens/${link.id}`)],
  ] as Array<[string, Revoke]>)('%s disconnects the link’s viewer of a private deck', async (_path, revoke) => {
    const { c: owner, deck } = await ownerWithDeck(live.server, 'pro', { title: 'Board', visibility: 'self' });
    const link = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token as { id: number; token: string };
    const viewer = await live.open();
    expect(await joinWithLink(viewer, deck.id, link.token)).toMatchObject({ ok: true, role: 'viewer' });
    const gone = disconnected(viewer);
    expect((await revoke(owner, deck, link)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects an editor-namespace socket that may no longer read the deck', async () => {
    const { c: owner, deck } = await ownerWithDeck(live.server, 'pro', { title: 'Draft' });
    const socket = connect(`${baseUrl(live.server.app)}/editor`, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    expect(await socket.timeout(5000).emitWithAck('join', { deckId: deck.id })).toMatchObject({ ok: true, canEdit: false });
    const gone = disconnected(socket);
    await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, visibility: 'self' } });
    expect(await gone).toBe('io server disconnect');
  });
});
