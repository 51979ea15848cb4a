import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { decks, users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

async function ownerWithDeck() {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Content' } })).json().deck;
  return { c, me, deck };
}

const SLIDES = `<section data-id="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"><h1>Hello</h1><p>World</p></section>
<section><section data-id="bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"><p>Top</p></section><section><p>Below</p><aside class="notes">Say hi</aside></section></section>`;

describe('deck content', () => {
  it('accepts slides HTML as deck.data, stores the parsed document and renders it back', async () => {
    const { c, deck } = await ownerWithDeck();
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: SLIDES, version: deck.version } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().deck.slide_count).toBe(3);
    const data = (await c.get(`/api/v1/decks/${deck.id}/data.json`)).json();
    expect(data).toMatchObject({ width: 960, height: 700, theme_color: 'white-blue', version: deck.version + 1 });
    expect(data.data).toContain('data-id="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"');
    expect(data.data).toContain('Hello');
    expect(data.data).toContain('<aside class="notes">Say hi</aside>');
    expect((data.data.match(/<section/g) ?? []).length).toBe(4);
  });

  it('never renders script from user HTML', async () => {
    const { c, deck } = await ownerWithDeck();
    const evil = '<section><p>ok</p><img src=x onerror="alert(1)"><script>alert(2)</script></section>';
    await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: evil, version: deck.version } });
    const { data } = (await c.get(`/api/v1/decks/${deck.id}/data.json`)).json();
    expect(data).toContain('ok');
    expect(data).not.toMatch(/<script|onerror/i);
  });

  it('rejects an invalid document with 422 and the field path, keeping the stored one', async () => {
    const { c, deck } = await ownerWithDeck();
    const document = structuredClone(deck.document);
    document.slides[0].blocks = [{ ...(document.slides[0].blocks[0] ?? {}), id: 'b1', type: 'shape', width: 0, height: 10, x: 0, y: 0 }];
    const response = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { document, version: deck.version } });
    expect(response.statusCode).toBe(422);
    const paths = Object.keys(response.json().errors);
    expect(paths.some((p) => p.startsWith('document.slides.0.blocks.0'))).toBe(true);
    const [row] = await server.database.db.select().from(decks).where(eq(decks.id, deck.id));
    expect(row!.version).toBe(deck.version);
    expect(row!.document).toEqual(deck.document);
  });

  it('finds a deck by username and slug and reports its save time', async () => {
    const { c, me, deck } = await ownerWithDeck();
    const found = await c.get(`/api/v1/users/${me.username}/decks/${deck.slug}.json`);
    expect(found.json().deck.id).toBe(deck.id);
    expect((await c.get(`/api/v1/users/${me.username}/decks/nope.json`)).statusCode).toBe(404);
    const stamp = (await c.get(`/api/v1/decks/${deck.id}/updated_at.json`)).json();
    expect(stamp).toEqual({ updated_at: deck.updated_at, version: deck.version });
  });

  it('hides private decks from the slug lookup and data.json', async () => {
    const { c, me, deck } = await ownerWithDeck();
    await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { visibility: 'self', version: deck.version } });
    const stranger = new TestClient(server.app);
    await stranger.open();
    expect((await stranger.get(`/api/v1/users/${me.username}/decks/${deck.slug}.json`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/decks/${deck.id}/data.json`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/decks/${deck.id}/updated_at.json`)).statusCode).toBe(404);
  });
});
