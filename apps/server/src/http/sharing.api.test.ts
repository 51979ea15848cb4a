import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { accessTokens, memberships, teams, users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const anonymous = async () => { const c = new TestClient(server.app); await c.open(); return c; };

describe('publish.json', () => {
  it('changes visibility, returns {deck:{visibility, slug}} with a notice, and hides a private deck from others', async () => {
    const { c, me, deck } = await ownerWithDeck(server, 'lite');
    const response = await c.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'self' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deck: { visibility: 'self', slug: deck.slug }, notice: MESSAGES.visibilityChanged.self });
    const stranger = await anonymous();
    expect((await stranger.get(`/api/v1/users/${me.username}/decks/${deck.slug}.json`)).statusCode).toBe(404);
    // The version is untouched: an open editor keeps saving without a conflict.
    expect((await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck.version).toBe(deck.version);
    const back = await c.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'all' });
    expect(back.json().notice).toBe(MESSAGES.visibilityChanged.all);
    expect((await stranger.get(`/api/v1/users/${me.username}/decks/${deck.slug}.json`)).statusCode).toBe(200);
  });

  it('needs a paid plan for self, enterprise for team, and a team that allows public decks for all', async () => {
    const free = await ownerWithDeck(server, 'default');
    const refused = await free.c.post(`/api/v1/decks/${free.deck.id}/publish.json`, { visibility: 'self' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.privateDecksNeedPaidPlan);
    expect((await free.c.post(`/api/v1/decks/${free.deck.id}/publish.json`, { visibility: 'team' })).statusCode).toBe(403);
    expect((await free.c.post(`/api/v1/decks/${free.deck.id}/publish.json`, { visibility: 'public' })).statusCode).toBe(422);

    const ent = await ownerWithDeck(server, 'enterprise', { visibility: 'self' });
    const [team] = await server.database.db.insert(teams).values({ slug: `t${Date.now()}`, allowPublicDecks: false }).returning();
    await server.database.db.update(users).set({ teamId: team!.id }).where(eq(users.id, ent.me.id));
    await server.database.db.insert(memberships).values({ teamId: team!.id, userId: ent.me.id, role: 'owner' });
    server.app.podium.events.broadcast('user-changed', { userId: ent.me.id });
    expect((await ent.c.post(`/api/v1/decks/${ent.deck.id}/publish.json`, { visibility: 'team' })).json().deck.visibility).toBe('team');
    const noPublic = await ent.c.post(`/api/v1/decks/${ent.deck.id}/publish.json`, { visibility: 'all' });
    expect(noPublic.statusCode).toBe(403);
    expect(noPublic.json().error).toBe(MESSAGES.publicDecksDisabled);
  });

  it('is refused to everyone but the deck managers', async () => {
    const { deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const other = new TestClient(server.app);
    await other.signUp();
    expect((await other.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'all' })).statusCode).toBe(404);
    const pub = await ownerWithDeck(server, 'pro');
    expect((await other.post(`/api/v1/decks/${pub.deck.id}/publish.json`, { visibility: 'self' })).statusCode).toBe(403);
  });
});

describe('access tokens', () => {
  it('are created with unique "Link" names and unguessable tokens, listed, saved partially and deleted', async () => {
    const { c, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const base = `/api/v1/decks/${deck.id}/access_tokens`;
    const first = (await c.post(`${base}.json`, {})).json().access_token;
    const second = (await c.post(`${base}.json`, { access_token: {} })).json().access_token;
    expect([first.name, second.name]).toEqual(['Link', 'Link 2']);
    // 32 random bytes in base64url: 43 characters, far above 128 bits.
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(first).toMatchObject({ link_type: 'view', deck_view_count: 0, first_viewed_at: null, has_password: false, embed_only: false, embed_domain_whitelist: '' });

    const saved = await c.put(`${base}/${first.id}.json`, { access_token: {
      name: '  ', password: 'hunter22', link_type: 'presenter', notify_on_view: true,
      embed_domain_whitelist: ' https://a.example.com/x, <b>b.example.org</b> ', embed_only: true,
    } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().access_token).toMatchObject({
      name: 'Untitled', has_password: true, link_type: 'presenter', notify_on_view: true, embed_only: true,
      embed_domain_whitelist: 'https://a.example.com/x bb.example.org/b',
    });
    expect(JSON.stringify(saved.json())).not.toContain('hunter22');
    const [row] = await server.database.db.select().from(accessTokens).where(eq(accessTokens.id, first.id));
    expect(row!.passwordHash).toMatch(/^\$argon2/);

    const tooLong = await c.put(`${base}/${first.id}.json`, { access_token: { name: 'x'.repeat(256), password: 'p'.repeat(256) } });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors).sort()).toEqual(['name', 'password']);

    const list = (await c.get(`${base}.json`)).json();
    expect(list.total).toBe(2);
    expect(list.results.map((t: { name: string }) => t.name)).toEqual(['Untitled', 'Link 2']);
    expect((await c.delete(`${base}/${second.id}.json`)).statusCode).toBe(200);
    expect((await c.get(`${base}.json`)).json().total).toBe(1);
    expect((await c.delete(`${base}/${second.id}.json`)).statusCode).toBe(404);
  });

  it('need pro or enterprise for private links and the whitelist, deleteTokens to delete, notifyViaEmail to notify', async () => {
    const lite = await ownerWithDeck(server, 'lite', { visibility: 'self' });
    const refused = await lite.c.post(`/api/v1/decks/${lite.deck.id}/access_tokens.json`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.privateLinksNeedPro);

    const pro = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const base = `/api/v1/decks/${pro.deck.id}/access_tokens`;
    const link = (await pro.c.post(`${base}.json`, {})).json().access_token;
    await server.database.db.update(users)
      .set({ privileges: { deckTemplateSelector: true, deleteTokens: false, notifyViaEmail: false } })
      .where(eq(users.id, pro.me.id));
    const del = await pro.c.delete(`${base}/${link.id}.json`);
    expect(del.statusCode).toBe(403);
    expect(del.json().error).toBe(MESSAGES.deleteTokensNotAllowed);
    expect((await pro.c.put(`${base}/${link.id}.json`, { access_token: { notify_on_view: true } })).json().error).toBe(MESSAGES.notifyNotAllowed);
  });

  it('answer 404 to other users and to anonymous clients, even on public decks', async () => {
    const { c, deck } = await ownerWithDeck(server, 'pro');
    const link = (await c.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token;
    const other = new TestClient(server.app);
    await other.signUp();
    for (const client of [other, await anonymous()]) {
      expect((await client.get(`/api/v1/decks/${deck.id}/access_tokens.json`)).statusCode).toBe(404);
      expect((await client.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).statusCode).toBe(404);
      expect((await client.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`, { access_token: { name: 'x' } })).statusCode).toBe(404);
      expect((await client.delete(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`)).statusCode).toBe(404);
    }
    // A token id of another deck is not found under this deck.
    const mine = await ownerWithDeck(server, 'pro');
    expect((await mine.c.put(`/api/v1/decks/${mine.deck.id}/access_tokens/${link.id}.json`, { access_token: { name: 'x' } })).statusCode).toBe(404);
  });
});
