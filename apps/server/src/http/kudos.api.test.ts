// Kudos (SPEC §3, §7): one per user per deck, idempotent, counted for everyone who may see the deck, behind the deck policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

async function deckOf(c: TestClient) {
  await c.signUp();
  const created = await c.post('/api/v1/decks.json', { deck: { title: 'Liked' } });
  expect(created.statusCode).toBe(201);
  return created.json().deck as { id: number; user: { username: string } };
}

const kudo = (c: TestClient, id: number) => c.post(`/api/v1/decks/${id}/kudos/kudo.json`);
const unkudo = (c: TestClient, id: number) => c.delete(`/api/v1/decks/${id}/kudos/unkudo.json`);

describe('kudos', () => {
  it('counts one kudo per user, says whether it is mine, and repeating changes nothing', async () => {
    const owner = new TestClient(server.app);
    const deck = await deckOf(owner);
    const ownerName = deck.user.username;
    const fan = new TestClient(server.app);
    await fan.signUp();

    expect((await fan.get(`/api/v1/decks/${deck.id}/kudos.json`)).json()).toEqual({ kudos: { count: 0, given: false } });
    const first = await kudo(fan, deck.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ kudos: { count: 1, given: true } });
    expect((await kudo(fan, deck.id)).json()).toEqual({ kudos: { count: 1, given: true } });
    expect((await kudo(owner, deck.id)).json()).toEqual({ kudos: { count: 2, given: true } });

    // Others see the count without the flag; an anonymous reader of a public deck too.
    expect((await new TestClient(server.app).get(`/api/v1/decks/${deck.id}/kudos.json`)).json()).toEqual({ kudos: { count: 2, given: false } });

    // Deck cards carry the count.
    const listed = (await fan.get(`/api/v1/decks.json?username=${ownerName}`)).json().results as Array<{ id: number; kudos_count: number }>;
    expect(listed.find((item) => item.id === deck.id)?.kudos_count).toBe(2);

    expect((await unkudo(fan, deck.id)).json()).toEqual({ kudos: { count: 1, given: false } });
    expect((await unkudo(fan, deck.id)).json()).toEqual({ kudos: { count: 1, given: false } });
    expect((await fan.get(`/api/v1/decks/${deck.id}/kudos.json`)).json()).toEqual({ kudos: { count: 1, given: false } });
    expect((await unkudo(owner, deck.id)).json()).toEqual({ kudos: { count: 0, given: false } });
    expect((await unkudo(owner, deck.id)).json()).toEqual({ kudos: { count: 0, given: false } });
  });

  it('answers 404 for a private deck of another user and for an unknown deck', async () => {
    // A private deck needs a paid plan.
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    expect(deck.visibility).toBe('self');
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    expect((await kudo(stranger, deck.id)).statusCode).toBe(404);
    expect((await unkudo(stranger, deck.id)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/decks/${deck.id}/kudos.json`)).statusCode).toBe(404);
    expect((await kudo(stranger, 2_000_000_000)).statusCode).toBe(404);
    expect((await kudo(stranger, 99_999_999_999)).statusCode).toBeLessThan(500);
    // The owner may like their own private deck; the stranger's attempts did not count.
    expect((await kudo(owner, deck.id)).json()).toEqual({ kudos: { count: 1, given: true } });
  });

  it('asks signed-out callers to sign in and refuses a request without the CSRF token', async () => {
    const owner = new TestClient(server.app);
    const deck = await deckOf(owner);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await kudo(anonymous, deck.id)).statusCode).toBe(401);
    expect((await unkudo(anonymous, deck.id)).statusCode).toBe(401);

    const forged = await owner.request('POST', `/api/v1/decks/${deck.id}/kudos/kudo.json`, {}, {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    const forgedDelete = await owner.request('DELETE', `/api/v1/decks/${deck.id}/kudos/unkudo.json`, undefined, {}, { csrf: false });
    expect(forgedDelete.statusCode).toBe(403);
    expect((await owner.get(`/api/v1/decks/${deck.id}/kudos.json`)).json()).toEqual({ kudos: { count: 0, given: false } });
  });
});
