/** Plan-gated deck fields (css_output, theme_id) and refused live-player pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { html, ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

describe('css_output', () => {
  it.each(['default', 'lite'] as const)('is refused on the %s plan, on create and on update', async (plan) => {
    const { c, deck } = await ownerWithDeck(server, plan);
    const update = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, css_output: 'body{color:red}' } });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toMatchObject({ error: MESSAGES.customCssNeedsPro, upgrade_url: '/account/upgrade' });
    const create = await c.post('/api/v1/decks.json', { deck: { title: 'Styled', css_output: 'h1{color:red}' } });
    expect(create.statusCode).toBe(403);
    // Clearing it or leaving it out is fine.
    expect((await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, css_output: null } })).statusCode).toBe(200);
  });

  it.each(['pro', 'enterprise'] as const)('is stored on the %s plan', async (plan) => {
    const { c, deck } = await ownerWithDeck(server, plan);
    const update = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, css_output: 'body{color:red}' } });
    expect(update.statusCode).toBe(200);
    expect(update.json().deck.css_output).toBe('body{color:red}');
  });
});

describe('theme_id', () => {
  it('needs the enterprise plan', async () => {
    const { c, deck } = await ownerWithDeck(server, 'pro');
    const update = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, theme_id: 3 } });
    expect(update.statusCode).toBe(403);
    expect(update.json().error).toBe(MESSAGES.themesNeedEnterprise);
  });

  it('must name an existing theme and fit the id range', async () => {
    const { c, deck } = await ownerWithDeck(server, 'enterprise');
    const unknown = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, theme_id: 3 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.theme_id).toEqual([MESSAGES.themeUnknown]);
    for (const themeId of [2147483648, 0, -1, 1.5, '3']) {
      const bad = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, theme_id: themeId } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['theme_id']);
    }
    expect((await c.post('/api/v1/decks.json', { deck: { theme_id: 2147483648 } })).statusCode).toBe(422);
    expect((await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, theme_id: null } })).statusCode).toBe(200);
  });
});

describe('live player pages', () => {
  it('answer 404 (the app page, not the player) when access is refused', async () => {
    const { c: owner, me, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    for (const url of [`/d/${deck.id}/live/player`, `/${me.username}/${deck.slug}/live/player`, `/d/${deck.id}/speaker/not-a-token/player`]) {
      const refused = await html(stranger, url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('<section');
    }
    expect((await html(owner, `/d/${deck.id}/live/player`)).statusCode).toBe(200);
  });

  it('refuse the presenter player to a viewer of a public deck', async () => {
    const { me, deck } = await ownerWithDeck(server, 'default');
    const viewer = new TestClient(server.app);
    await viewer.signUp();
    expect((await html(viewer, `/${me.username}/${deck.slug}/live/player`)).statusCode).toBe(404);
    expect((await html(viewer, `/d/${deck.id}/live/player`)).statusCode).toBe(200);
  });
});
