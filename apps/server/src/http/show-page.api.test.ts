// The show page's fast path for anonymous visitors (pages.ts): one fixed page without a CSRF seed, whose status still
// follows the deck's access on every load, and CSRF protection exactly as strong as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { users } from '../db/schema.js';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const html = { accept: 'text/html' };

/** A page load by a browser that has never been here: no cookies at all. */
const firstVisit = (url: string, app = server.app) => app.inject({ method: 'GET', url, headers: html });

/** An owner on a paid plan (private decks need one) with one deck. */
async function ownerWithDeck(deck: Record<string, unknown> = {}) {
  const owner = new TestClient(server.app);
  const me = await owner.signUp();
  await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
  const created = (await owner.post('/api/v1/decks.json', { deck: { title: 'Show page', ...deck } })).json().deck;
  return { owner, me, deck: created as { id: number; slug: string; version: number }, base: `/${me.username}/${created.slug as string}` };
}

describe('the show page for an anonymous first visit', () => {
  it('serves a public deck without a CSRF seed, with the strict app headers, warm and cold alike', async () => {
    const { base } = await ownerWithDeck();
    for (const url of [base, base, `${base}/kiosk`, `${base}/review`]) {
      const page = await firstVisit(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['set-cookie'], url).toBeUndefined();
      expect(page.body, url).toContain('<meta name="csrf-token" content="">');
      expect(page.body, url).toContain('{"user":null}');
      expect(String(page.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers 404 on the next load once the deck is made private or trashed', async () => {
    const { owner, deck, base } = await ownerWithDeck();
    expect((await firstVisit(base)).statusCode).toBe(200);
    const saved = await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { visibility: 'self', version: deck.version } });
    expect(saved.statusCode).toBe(200);
    for (const url of [base, `${base}/kiosk`]) expect((await firstVisit(url)).statusCode, url).toBe(404);
    expect((await owner.request('GET', base, undefined, html)).statusCode).toBe(200);

    const other = await ownerWithDeck();
    expect((await firstVisit(other.base)).statusCode).toBe(200);
    await other.owner.post(`/api/v1/decks/${other.deck.id}/trash.json`, {});
    expect((await firstVisit(other.base)).statusCode).toBe(404);
  });

  it('answers 404 for a private deck with a password link to a visitor without the link, and never leaks it', async () => {
    const { owner, deck, base } = await ownerWithDeck({ visibility: 'self', title: 'Locked plans' });
    const link = await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, { access_token: { password: 'open sesame' } });
    expect(link.statusCode).toBeLessThan(300);
    const page = await firstVisit(base);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Locked plans');
  });

  it('shows a save on the next load of the deck data after the page was served from the warm cache', async () => {
    const { owner, deck, base } = await ownerWithDeck();
    expect((await firstVisit(base)).statusCode).toBe(200);
    const before = await server.app.inject({ method: 'GET', url: `/api/v1/decks/${deck.id}/data.json` });
    expect(before.statusCode).toBe(200);
    const saved = await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: '<section><h1>Saved just now</h1></section>', version: deck.version } });
    expect(saved.statusCode).toBe(200);
    expect((await firstVisit(base)).statusCode).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: `/api/v1/decks/${deck.id}/data.json` });
    expect(after.body).toContain('Saved just now');
  });

  it('lets such a visitor act only after fetching a token, as the web app does, and refuses them without one', async () => {
    const { base } = await ownerWithDeck();
    const visitor = new TestClient(server.app);
    await visitor.open(base);
    expect(visitor.csrf).toBe('');
    expect(visitor.cookie('podium_csrf')).toBeUndefined();
    const username = uniqueName('visitor');
    const body = { user: { username, email: `${username}@example.test`, password: 'secret123' } };
    const refused = await visitor.post('/users', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.csrfMissing);
    // The web app's ensureCsrfToken: the sign-in page hands out a seed and its token.
    await visitor.open('/users/sign_in');
    expect(visitor.csrf).toMatch(/^[\w-]{20,}$/);
    expect((await visitor.post('/users', body)).statusCode).toBe(201);
  });

  it('gives a visitor who already has a CSRF cookie the token of that cookie, and a signed-in viewer their own page', async () => {
    const { owner, me, base } = await ownerWithDeck();
    const visitor = new TestClient(server.app);
    await visitor.open('/users/sign_in');
    const token = visitor.csrf;
    const seed = visitor.cookie('podium_csrf');
    const page = await visitor.request('GET', base, undefined, html);
    expect(page.body).toContain(`<meta name="csrf-token" content="${token}">`);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(visitor.cookie('podium_csrf')).toBe(seed);

    const own = await owner.request('GET', base, undefined, html);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(`<meta name="csrf-token" content="${owner.csrf}">`);
    expect(own.body).toContain(`"username":"${me.username}"`);
  });

  it('still serves the built files and the JSON 404s beside the deck screen routes', async () => {
    for (const [url, status, type] of [['/api/nope', 404, 'application/json'], ['/api/v1/nope', 404, 'application/json'], ['/assets/nope', 404, 'application/json']] as const) {
      const response = await firstVisit(url);
      expect(response.statusCode, url).toBe(status);
      expect(String(response.headers['content-type']), url).toContain(type);
    }
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('the show page across processes (needs REDIS_URL, skipped without it)', () => {
  it('answers 404 in a second process on the next load after the deck is made private in the first', async () => {
    const second = await startTestServer({}, { database: server.database });
    try {
      const { owner, deck, base } = await ownerWithDeck();
      expect((await firstVisit(base, second.app)).statusCode).toBe(200);
      expect((await firstVisit(base, second.app)).statusCode).toBe(200);
      await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { visibility: 'self', version: deck.version } });
      await expect.poll(async () => (await firstVisit(base, second.app)).statusCode, { timeout: 2_000 }).toBe(404);
    } finally {
      await second.close();
    }
  });
});
