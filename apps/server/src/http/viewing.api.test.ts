import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const html = { accept: 'text/html' };

/** A signed-up owner (optionally on a paid plan) with one deck. */
async function ownerWithDeck(opts: { paid?: boolean; deck?: Record<string, unknown>; data?: string } = {}) {
  const owner = new TestClient(server.app);
  const me = await owner.signUp();
  if (opts.paid) await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
  let deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Viewing', ...opts.deck } })).json().deck;
  if (opts.data) deck = (await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: opts.data, version: deck.version } })).json().deck;
  return { owner, me, deck, base: `/${me.username}/${deck.slug}` };
}

describe('access on every viewing screen', () => {
  it('answers 404 to a stranger on each screen of a private deck, and serves them to the owner', async () => {
    const { owner, deck, base } = await ownerWithDeck({ paid: true, deck: { visibility: 'self', title: 'Hidden plans' } });
    const screens = [base, `${base}/fullscreen`, `${base}/embed`, `${base}/kiosk`, `${base}/review`, `${base}/preview?revision=${deck.version}`];
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    for (const viewer of [new TestClient(server.app), stranger]) {
      for (const url of screens) {
        const page = await viewer.request('GET', url, undefined, html);
        expect(page.statusCode, url).toBe(404);
        expect(page.body, url).not.toContain('Hidden plans');
        expect(String(page.headers['content-security-policy']), url).not.toMatch(/^sandbox/);
      }
      for (const url of [`/api/v1/decks/${deck.id}/data.json`, `/api/v1/decks/${deck.id}/updated_at.json`]) {
        expect((await viewer.get(url)).statusCode, url).toBe(404);
      }
    }
    for (const url of screens) expect((await owner.request('GET', url, undefined, html)).statusCode, url).toBe(200);
  });

  it('answers 404 for a trashed public deck and for a deck that does not exist', async () => {
    const { owner, deck, base, me } = await ownerWithDeck();
    expect((await new TestClient(server.app).request('GET', `${base}/fullscreen`, undefined, html)).statusCode).toBe(200);
    await owner.post(`/api/v1/decks/${deck.id}/trash.json`, {});
    for (const url of [base, `${base}/fullscreen`, `${base}/embed`, `${base}/kiosk`, `/${me.username}/nope/fullscreen`, `${base}x`]) {
      expect((await new TestClient(server.app).request('GET', url, undefined, html)).statusCode, url).toBe(404);
    }
  });

  it('serves a public deck to anyone, twice from the warm cache alike', async () => {
    const { base } = await ownerWithDeck({ data: '<section><h1>Public hello</h1></section>' });
    for (let i = 0; i < 2; i += 1) {
      const page = await new TestClient(server.app).request('GET', `${base}/fullscreen`, undefined, html);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Public hello');
      expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect((await new TestClient(server.app).request('GET', base, undefined, html)).statusCode).toBe(200);
    }
  });

  it('lets the show page player keep its notes window (popups keep their opener), other app pages stay isolated', async () => {
    const { base, me } = await ownerWithDeck();
    const show = await new TestClient(server.app).request('GET', base, undefined, html);
    expect(show.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(show.headers['x-frame-options']).toBe('DENY');
    const profile = await new TestClient(server.app).request('GET', `/${me.username}`, undefined, html);
    expect(profile.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('the player page', () => {
  it('carries every deck setting the player needs', async () => {
    const { base } = await ownerWithDeck({
      deck: { width: 1280, height: 720, center: true, transition: 'fade', background_transition: 'zoom', auto_slide_interval: 6, shuffle: true, should_loop: true, rtl: true, slide_number: true, navigation_mode: 'linear', upsizing_enabled: false, margin: 0.1 },
    });
    const body = (await new TestClient(server.app).request('GET', `${base}/fullscreen`, undefined, html)).body;
    const config = JSON.parse(/<script type="application\/json" id="deck-config">(.*?)<\/script>/s.exec(body)![1]!);
    expect(config).toMatchObject({
      mode: 'fullscreen', width: 1280, height: 720, center: true, transition: 'fade', backgroundTransition: 'zoom', autoSlide: 6,
      shuffle: true, loop: true, rtl: true, slideNumber: true, navigationMode: 'linear', upsizing: false, margin: 0.1, controls: true,
    });
  });

  it('puts speaker notes in the page only when shared or for someone who may edit', async () => {
    const data = '<section><p>Slide</p><aside class="notes">Secret speaker note</aside></section>';
    const { owner, base, deck } = await ownerWithDeck({ data });
    const anonymous = () => new TestClient(server.app).request('GET', `${base}/fullscreen`, undefined, html);
    expect((await anonymous()).body).not.toContain('Secret speaker note');
    expect((await owner.request('GET', `${base}/fullscreen`, undefined, html)).body).toContain('Secret speaker note');
    await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { share_notes: true, version: deck.version } });
    expect((await anonymous()).body).toContain('Secret speaker note');
  });
});

describe('the embed page', () => {
  const configOf = (body: string) => JSON.parse(/id="deck-config">(.*?)<\/script>/s.exec(body)![1]!);

  it('may be framed by any site, sandboxed, with a dark footer by default', async () => {
    const { base, me } = await ownerWithDeck();
    const page = await new TestClient(server.app).request('GET', `${base}/embed`, undefined, html);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(configOf(page.body).embed).toEqual({ style: 'dark', byline: true, share: true, author: me.username, authorUrl: expect.stringMatching(new RegExp(`/${me.username}$`)) });
  });

  it('allows hidden and transparent styles, hidden byline and share only for paid decks', async () => {
    const query = '/embed?style=hidden&byline=hidden&share=hidden';
    const free = await ownerWithDeck();
    expect(configOf((await new TestClient(server.app).request('GET', free.base + query, undefined, html)).body).embed)
      .toMatchObject({ style: 'dark', byline: true, share: true });
    expect(configOf((await new TestClient(server.app).request('GET', `${free.base}/embed?style=light`, undefined, html)).body).embed.style).toBe('light');
    const paid = await ownerWithDeck({ paid: true });
    expect(configOf((await new TestClient(server.app).request('GET', paid.base + query, undefined, html)).body).embed)
      .toMatchObject({ style: 'hidden', byline: false, share: false });
    expect(configOf((await new TestClient(server.app).request('GET', `${paid.base}/embed?style=transparent`, undefined, html)).body).embed.style).toBe('transparent');
  });
});

describe('revision preview and notes page', () => {
  it('shows an earlier revision to the owner, 404 to viewers and for unknown revisions', async () => {
    const { owner, base, deck } = await ownerWithDeck({ data: '<section><h1>First words</h1></section>' });
    const first = deck.version;
    // Revisions are recorded once saves settle (or the editor is left): record this one now.
    expect((await owner.post(`/api/v1/decks/${deck.id}/revisions/settle.json`)).statusCode).toBe(200);
    await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: '<section><h1>Second words</h1></section>', version: first } });
    const old = await owner.request('GET', `${base}/preview?revision=${first}`, undefined, html);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(old.body).toContain('First words');
    expect(old.body).not.toContain('Second words');
    expect((await owner.request('GET', `${base}/preview?revision=${first + 1}`, undefined, html)).body).toContain('Second words');
    for (const revision of ['999', 'abc', '']) {
      expect((await owner.request('GET', `${base}/preview?revision=${revision}`, undefined, html)).statusCode).toBe(404);
    }
    expect((await new TestClient(server.app).request('GET', `${base}/preview?revision=${first}`, undefined, html)).statusCode).toBe(404);
  });

  it('serves the notes page sandboxed', async () => {
    const page = await new TestClient(server.app).request('GET', '/reveal/notes.html', undefined, html);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
    expect(page.body).toContain('/player/notes.js');
  });
});
