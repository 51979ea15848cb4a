import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DECKS_PAGE_LENGTH, MESSAGES } from '@podium/shared';
import { withNotes, type DeckDocument } from '@podium/deck';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { decks, users } from '../db/schema.js';
import { peekPublicDeck } from '../services/decks/loadDeck.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const client = () => new TestClient(server.app);
async function newDeck(c: TestClient, deck: Record<string, unknown> = {}) {
  const response = await c.post('/api/v1/decks.json', { deck });
  expect(response.statusCode).toBe(201);
  return response.json().deck;
}

describe('creating decks', () => {
  it('applies the SPEC defaults and a unique slug per user', async () => {
    const c = client();
    const me = await c.signUp();
    const first = await newDeck(c);
    expect(first).toMatchObject({
      title: 'deck', slug: 'deck', visibility: 'all', theme_color: 'white-blue', theme_font: 'montserrat',
      transition: 'slide', background_transition: 'slide', width: 960, height: 700, version: 1, slide_count: 1,
      url: `${server.config.publicUrl}/${me.username}/deck`,
    });
    expect((await newDeck(c)).slug).toBe('deck-2');
    expect((await newDeck(c, { title: 'Quarterly Review!', theme_color: 'black-blue' }))).toMatchObject({
      slug: 'quarterly-review', theme_color: 'black-blue',
    });
  });

  it('validates title, slug and option values with field errors', async () => {
    const c = client();
    await c.signUp();
    const long = await c.post('/api/v1/decks.json', { deck: { title: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.title).toEqual([MESSAGES.tooLong(200)]);
    const badSlug = await c.post('/api/v1/decks.json', { deck: { slug: 'a b' } });
    expect(badSlug.json().errors.slug).toEqual([MESSAGES.noSpaces]);
    const badColor = await c.post('/api/v1/decks.json', { deck: { theme_color: 'neon-pink', width: 'wide' } });
    expect(badColor.statusCode).toBe(422);
    expect(Object.keys(badColor.json().errors).sort()).toEqual(['theme_color', 'width']);
  });

  it('needs a paid plan for private decks and an enterprise team for team decks', async () => {
    const c = client();
    const me = await c.signUp();
    const refused = await c.post('/api/v1/decks.json', { deck: { visibility: 'self' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: MESSAGES.privateDecksNeedPaidPlan, upgrade_url: '/account/upgrade' });
    expect((await c.post('/api/v1/decks.json', { deck: { visibility: 'team' } })).statusCode).toBe(403);
    await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    expect((await newDeck(c, { visibility: 'self' })).visibility).toBe('self');
  });

  it('needs a session', async () => {
    const c = client();
    await c.open();
    expect((await c.post('/api/v1/decks.json', { deck: {} })).statusCode).toBe(401);
  });
});

describe('reading decks', () => {
  it('shows public decks to anyone and private ones only to the owner (404 otherwise)', async () => {
    const owner = client();
    const me = await owner.signUp();
    await server.database.db.update(users).set({ accountType: 'lite' }).where(eq(users.id, me.id));
    const open = await newDeck(owner, { title: 'Open' });
    const secret = await newDeck(owner, { title: 'Secret', visibility: 'self' });

    const stranger = client();
    await stranger.open();
    expect((await stranger.get(`/api/v1/decks/${open.id}.json`)).json().deck.title).toBe('Open');
    expect((await stranger.get(`/api/v1/decks/${secret.id}.json`)).statusCode).toBe(404);
    expect((await owner.get(`/api/v1/decks/${secret.id}.json`)).json().deck.document).toBeTruthy();
    expect((await stranger.get('/api/v1/decks/987654321.json')).statusCode).toBe(404);
    expect((await stranger.get('/api/v1/decks/not-a-number.json')).statusCode).toBe(404);

    const listed = (await stranger.get(`/api/v1/decks.json?username=${me.username}`)).json();
    expect(listed.results.map((d: { title: string }) => d.title)).toEqual(['Open']);
    expect(listed.total).toBe(1);
    expect((await owner.get(`/api/v1/decks.json?username=${me.username}`)).json().total).toBe(2);
  });

  it('answers anonymous readers of a warm public deck from one view per cached copy, and shows every change at once', async () => {
    const owner = client();
    const me = await owner.signUp();
    await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    const created = await newDeck(owner, { title: 'Warm' });
    const data = '<section><p>Slide</p><aside class="notes">Speaker only</aside></section>';
    let { version } = (await owner.put(`/api/v1/decks/${created.id}.json`, { deck: { data, version: created.version } })).json().deck;
    const change = async (fields: Record<string, unknown>) => {
      const saved = await owner.put(`/api/v1/decks/${created.id}.json`, { deck: { ...fields, version } });
      expect(saved.statusCode).toBe(200);
      version = saved.json().deck.version;
    };
    const stranger = client();
    await stranger.open();
    // Twice after every change: the first read loads the deck into the cache, the second is answered from it.
    const readTwice = async () => {
      const [first, second] = [await stranger.get(`/api/v1/decks/${created.id}.json`), await stranger.get(`/api/v1/decks/${created.id}.json`)];
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.body).toBe(first.body);
      return second;
    };

    const open = await readTwice();
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain('Speaker only');
    const warm = peekPublicDeck(server.app.podium.decks, { id: created.id });
    expect(warm?.deck.title).toBe('Warm');
    expect(peekPublicDeck(server.app.podium.decks, { id: created.id })).toBe(warm);

    await change({ share_notes: true });
    expect((await readTwice()).body).toContain('Speaker only');
    await change({ visibility: 'self' });
    expect((await readTwice()).statusCode).toBe(404);
    expect(peekPublicDeck(server.app.podium.decks, { id: created.id })).toBeUndefined();
    await change({ visibility: 'all', share_notes: false });
    const reopened = await readTwice();
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).not.toContain('Speaker only');
  });

  it('pages the signed-in user\'s decks, newest first', async () => {
    const c = client();
    await c.signUp();
    const count = DECKS_PAGE_LENGTH + 2;
    for (let i = 1; i <= count; i += 1) await newDeck(c, { title: `Deck ${i}` });
    const first = (await c.get('/api/v1/decks.json?order=newest-first')).json();
    expect(first.total).toBe(count);
    expect(first.results).toHaveLength(DECKS_PAGE_LENGTH);
    expect(first.results[0].title).toBe(`Deck ${count}`);
    const second = (await c.get('/api/v1/decks.json?order=newest-first&page=2')).json();
    expect(second.results.map((d: { title: string }) => d.title)).toEqual(['Deck 2', 'Deck 1']);
    expect((await c.get('/api/v1/decks.json?page=zero')).statusCode).toBe(422);
  });
});

describe('deck lists', () => {
  it('carry only card fields: no document, notes map or CSS, however large the deck', async () => {
    const c = client();
    const me = await c.signUp();
    const deck = await newDeck(c, { title: 'Heavy' });
    // Notes live in the document's slides: a huge note and a huge stylesheet must stay out of list items.
    const [row] = await server.database.db.select().from(decks).where(eq(decks.id, deck.id));
    const document = withNotes(row!.document as DeckDocument, { [(row!.document as DeckDocument).slides[0]!.id]: 'note '.repeat(100000) });
    await server.database.db.update(decks).set({ document, cssOutput: 'h1{}'.repeat(5000) }).where(eq(decks.id, deck.id));
    const response = await client().get(`/api/v1/decks.json?username=${me.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(2000);
    const [card] = response.json().results;
    expect(Object.keys(card).sort()).toEqual([
      'created_at', 'first_slide', 'height', 'id', 'kudos_count', 'lifecycle', 'slide_count', 'slug', 'theme_color', 'theme_font', 'thumbnail_url',
      'title', 'updated_at', 'url', 'user', 'version', 'view_count', 'visibility', 'width',
    ]);
    expect(card).toMatchObject({ id: deck.id, title: 'Heavy', slug: deck.slug, view_count: 0, slide_count: 1 });
  });
});

describe('updating decks', () => {
  it('saves against the base version and refuses a stale one with 409, overwriting nothing', async () => {
    const c = client();
    await c.signUp();
    const deck = await newDeck(c);
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: 'Mine', version: 1 } });
    expect(saved.json().deck).toMatchObject({ title: 'Mine', version: 2 });
    const stale = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: 'Theirs', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: MESSAGES.staleVersion, version: 2 });
    expect((await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck.title).toBe('Mine');
    const missingVersion = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: 'x' } });
    expect(missingVersion.statusCode).toBe(422);
    expect(missingVersion.json().errors.version).toBeTruthy();
  });

  it('keeps slugs unique per user and lets only the owner write', async () => {
    const c = client();
    await c.signUp();
    const a = await newDeck(c, { title: 'Alpha' });
    const b = await newDeck(c, { title: 'Beta' });
    const clash = await c.put(`/api/v1/decks/${b.id}.json`, { deck: { slug: a.slug, version: b.version } });
    expect(clash.json().errors.slug).toEqual([MESSAGES.taken]);

    const other = client();
    await other.signUp();
    expect((await other.put(`/api/v1/decks/${a.id}.json`, { deck: { title: 'hijack', version: 1 } })).statusCode).toBe(403);
    expect((await other.delete(`/api/v1/decks/${a.id}.json`)).statusCode).toBe(403);
    const [row] = await server.database.db.select().from(decks).where(eq(decks.id, a.id));
    expect(row!.title).toBe('Alpha');
  });

  it('trashes, recovers and deletes', async () => {
    const c = client();
    const me = await c.signUp();
    const deck = await newDeck(c);
    await c.post(`/api/v1/decks/${deck.id}/trash.json`);
    expect((await c.get('/api/v1/decks.json?lifecycle=trashed')).json().total).toBe(1);
    const stranger = client();
    await stranger.open();
    expect((await stranger.get(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/decks.json?username=${me.username}`)).json().total).toBe(0);
    await c.post(`/api/v1/decks/${deck.id}/recover.json`);
    expect((await c.get('/api/v1/decks.json')).json().total).toBe(1);
    // Only a deck in the trash can be deleted for good.
    const active = await c.delete(`/api/v1/decks/${deck.id}.json`);
    expect(active.statusCode).toBe(409);
    expect(active.json().error).toBe(MESSAGES.deckNotInTrash);
    expect((await c.get(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(200);
    await c.post(`/api/v1/decks/${deck.id}/trash.json`);
    expect((await c.delete(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(200);
    expect((await c.get(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(404);
  });

  it('lets a deck admin trash a deck but only the owner delete it for good', async () => {
    const owner = client();
    await owner.signUp();
    const deck = await newDeck(owner, { title: 'Kept by its owner' });
    const admin = client();
    const adminUser = await admin.signUp();
    expect((await owner.post(`/api/v1/decks/${deck.id}/users.json`, { deck_user: { username: adminUser.username, role: 'admin' } })).statusCode).toBe(201);

    const refused = await admin.delete(`/api/v1/decks/${deck.id}.json`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.deckDestroyOwnerOnly);
    expect((await admin.post(`/api/v1/decks/${deck.id}/trash.json`)).statusCode).toBe(200);
    // Trashed, the deck is the owner's alone again: the admin cannot reach it to destroy it.
    expect((await admin.delete(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(404);
    const [row] = await server.database.db.select().from(decks).where(eq(decks.id, deck.id));
    expect(row!.lifecycle).toBe('trashed');
    expect((await owner.post(`/api/v1/decks/${deck.id}/recover.json`)).statusCode).toBe(200);
  });
});
