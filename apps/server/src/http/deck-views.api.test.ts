/**
 * Deck views and related decks: a visitor's view counts once per browser on the queue, the owner's own
 * does not; /explore's "Most viewed this week" ranks by the last 7 days; related decks never leak private decks.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { deckWith, uniqueWord, waitIndexed } from '../test/search-fixtures.js';
import { decks, deckViewsDaily, users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const html = { accept: 'text/html' };
const browser = (name: string) => ({ 'user-agent': `test browser ${name} ${Math.random()}` });

/** The view count a deck's card shows in its owner's public deck list. */
async function cardViews(username: string, deckId: number): Promise<number> {
  const list = (await new TestClient(server.app).get(`/api/v1/decks.json?username=${username}`)).json();
  return list.results.find((card: { id: number }) => card.id === deckId).view_count;
}

/** A deck's 1-based position in an explore section, paging until it appears (0 when absent). */
async function positionIn(section: string, deckId: number): Promise<number> {
  const anonymous = new TestClient(server.app);
  for (let page = 1, seen = 0; page <= 1000; page += 1) {
    const { results } = (await anonymous.get(`/api/v1/explore.json?section=${section}&page=${page}`)).json();
    const at = results.findIndex((card: { id: number }) => card.id === deckId);
    if (at >= 0) return seen + at + 1;
    if (results.length === 0) return 0;
    seen += results.length;
  }
  return 0;
}

it('counts a visitor\'s view once per browser, on the show page and the player alike, and not the owner\'s', async () => {
  const owner = new TestClient(server.app); const me = await owner.signUp();
  const deck = await deckWith(owner, { title: 'Counted' });
  const show = `/api/v1/users/${me.username}/decks/${deck.slug}.json`;
  const fullscreen = `/${me.username}/${deck.slug}/fullscreen`;
  await owner.get(show); await owner.request('GET', fullscreen, undefined, html); // the owner's own views
  const first = browser('one');
  const visitor = new TestClient(server.app);
  expect((await visitor.request('GET', show, undefined, first)).statusCode).toBe(200);
  await visitor.request('GET', show, undefined, first); // a reload
  await visitor.request('GET', fullscreen, undefined, { ...html, ...first }); // the show page's player frame
  const second = browser('two');
  await visitor.request('GET', fullscreen, undefined, { ...html, ...second }); // the warm cache's fast path counts too
  await visitor.request('GET', fullscreen, undefined, { ...html, ...second });
  await expect.poll(() => cardViews(me.username, deck.id), { timeout: 20_000 }).toBe(2);
  // A signed-in stranger is a visitor too.
  const stranger = new TestClient(server.app); await stranger.signUp();
  await stranger.request('GET', show, undefined, browser('three'));
  await expect.poll(() => cardViews(me.username, deck.id), { timeout: 20_000 }).toBe(3);
  const [today] = await server.database.db.select().from(deckViewsDaily).where(eq(deckViewsDaily.deckId, deck.id));
  expect(today).toMatchObject({ views: 3, day: new Date().toISOString().slice(0, 10) });
  const explored = (await new TestClient(server.app).get('/api/v1/explore.json?section=popular')).json();
  expect(explored.results.find((card: { id: number }) => card.id === deck.id)?.view_count).toBe(3);
});

it('ranks "Most viewed this week" by the last 7 days\' views, then by all-time views', async () => {
  const owner = new TestClient(server.app); await owner.signUp();
  const old = await deckWith(owner, { title: 'Famous long ago' });
  const busy = await deckWith(owner, { title: 'Busy this week' });
  const quiet = await deckWith(owner, { title: 'Quiet this week' });
  const db = server.database.db;
  await db.update(decks).set({ viewCount: 2_147_483_647 }).where(eq(decks.id, old.id));
  const daysAgo = (n: number) => sql`((now() AT TIME ZONE 'UTC')::date - ${n}::int)`;
  await db.insert(deckViewsDaily).values([
    { deckId: old.id, day: daysAgo(7), views: 1_000_000 }, // eight days counting today: not this week
    { deckId: busy.id, day: daysAgo(0), views: 500_000 },
    { deckId: busy.id, day: daysAgo(2), views: 500_000 },
    { deckId: quiet.id, day: daysAgo(6), views: 999_999 },
  ]);
  const [busyAt, quietAt, oldAt] = [await positionIn('popular', busy.id), await positionIn('popular', quiet.id), await positionIn('popular', old.id)];
  expect(busyAt).toBeGreaterThan(0);
  expect(busyAt).toBeLessThan(quietAt);
  expect(quietAt).toBeLessThan(oldAt);
});

it('relates decks by the same author and by similar text, only among decks the viewer may find', async () => {
  const word = uniqueWord();
  const author = new TestClient(server.app); const a = await author.signUp();
  const other = new TestClient(server.app); const o = await other.signUp();
  // Private decks need a paid plan.
  await server.database.db.update(users).set({ accountType: 'pro' }).where(inArray(users.id, [a.id, o.id]));
  const main = await deckWith(author, { title: `${word} eruptions` });
  const sameAuthor = await deckWith(author, { title: 'Cooking' });
  const authorsPrivate = await deckWith(author, { title: `${word} private`, visibility: 'self' });
  const similar = await deckWith(other, { title: `A ${word} study` });
  const othersPrivate = await deckWith(other, { title: `${word} secrets`, visibility: 'self' });
  const unrelated = await deckWith(other, { title: 'Gardening' });
  await waitIndexed(server, [main.id, sameAuthor.id, authorsPrivate.id, similar.id, othersPrivate.id, unrelated.id]);
  const related = async (c: TestClient) => {
    const response = await c.get(`/api/v1/decks/${main.id}/related.json`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { byAuthor: body.by_author.map((d: { id: number }) => d.id), similar: body.similar.map((d: { id: number }) => d.id) };
  };
  const visitor = await related(new TestClient(server.app));
  expect(visitor.byAuthor).toContain(sameAuthor.id);
  expect(visitor.byAuthor).not.toContain(authorsPrivate.id);
  expect(visitor.similar).toEqual([similar.id]);
  const stranger = new TestClient(server.app); await stranger.signUp();
  expect((await related(stranger)).similar).toEqual([similar.id]);
  const own = await related(author);
  expect(own.byAuthor[0]).toBe(authorsPrivate.id); // the author's own private deck, most similar first
  expect(own.byAuthor).not.toContain(main.id);
  expect(own.similar).toEqual([similar.id]);
  // A deck the viewer may not see has no related decks for them either.
  expect((await new TestClient(server.app).get(`/api/v1/decks/${othersPrivate.id}/related.json`)).statusCode).toBe(404);
});
