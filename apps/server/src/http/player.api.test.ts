import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

describe('the fullscreen player page', () => {
  it('serves the sanitised slides under a sandbox without same-origin', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Show <me>', theme_color: 'black-blue' } })).json().deck;
    const data = '<section><h1>Hi</h1><img src=x onerror="alert(1)"></section><section><p>Two</p></section>';
    await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data, version: deck.version } });

    const anonymous = new TestClient(server.app);
    const page = await anonymous.request('GET', `/${me.username}/${deck.slug}/fullscreen`, undefined, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts/);
    expect(csp).not.toContain('allow-same-origin');
    expect(page.body).toContain('<title>Show &lt;me&gt;</title>');
    expect(page.body).toContain('Hi');
    expect(page.body).not.toMatch(/onerror|alert\(1\)/);
    expect(page.body).toMatch(/"themeColor":"black-blue"/);
    expect((page.body.match(/<section/g) ?? []).length).toBe(2);
  });

  it('shows private decks only to their owner', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Secret', visibility: 'self' } })).json().deck;
    const own = await c.request('GET', `/${me.username}/${deck.slug}/fullscreen`, undefined, { accept: 'text/html' });
    expect(own.headers['content-security-policy']).toMatch(/^sandbox/);
    const stranger = new TestClient(server.app);
    const page = await stranger.request('GET', `/${me.username}/${deck.slug}/fullscreen`, undefined, { accept: 'text/html' });
    expect(page.headers['content-security-policy']).not.toMatch(/^sandbox/); // the app's own page (its 404 view), not the deck
    expect(page.body).not.toContain('Secret');
  });
});
