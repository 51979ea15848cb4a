/** /api/v1/explore.json: only public, active decks; featured by the operator command; most viewed; newest. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DECKS_PAGE_LENGTH } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { deckWith } from '../test/search-fixtures.js';
import { decks, users } from '../db/schema.js';
import { runAdmin } from '../cli/admin.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const idsOf = async (c: TestClient, section: string, page = 1) => {
  const response = await c.get(`/api/v1/explore.json?section=${section}&page=${page}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { results: Array<{ id: number; first_slide: unknown }>; total: number };
};

it('lists public decks only, most viewed first or newest first, and features what the operator picks', async () => {
  const c = new TestClient(server.app); const me = await c.signUp();
  await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
  const quiet = await deckWith(c, { title: 'Quiet' }, '<section><h2>Quiet deck</h2></section>');
  const popular = await deckWith(c, { title: 'Popular' });
  const hidden = await deckWith(c, { title: 'Hidden', visibility: 'self' });
  const trashed = await deckWith(c, { title: 'Trashed' });
  await c.post(`/api/v1/decks/${trashed.id}/trash.json`, {});
  const top = 2_000_000_000;
  await server.database.db.update(decks).set({ viewCount: top }).where(eq(decks.id, popular.id));
  await server.database.db.update(decks).set({ viewCount: top - 1 }).where(inArray(decks.id, [quiet.id, hidden.id, trashed.id]));

  const anonymous = new TestClient(server.app);
  const popularIds = (await idsOf(anonymous, 'popular')).results.map((d) => d.id);
  expect(popularIds.indexOf(popular.id)).toBeLessThan(popularIds.indexOf(quiet.id));
  expect(popularIds).not.toContain(hidden.id);
  expect(popularIds).not.toContain(trashed.id);
  const recent = await idsOf(anonymous, 'recent');
  expect(recent.results.map((d) => d.id).slice(0, 2)).toEqual([popular.id, quiet.id]);
  expect(JSON.stringify(recent.results.find((d) => d.id === quiet.id)!.first_slide)).toContain('Quiet deck');

  const out: string[] = [];
  const env = { ...process.env, DATA_DIR: server.config.dataDir };
  // The CLI needs a database of its own connection: on PGlite (in memory here) it cannot reach the test's, so the
  // command's service is exercised through the same function the CLI calls when there is no DATABASE_URL.
  if (process.env.DATABASE_URL) {
    expect(await runAdmin(['feature', `${me.username}/${quiet.slug}`], env, (line) => out.push(line))).toBe(0);
    expect(await runAdmin(['feature', `${me.username}/${hidden.slug}`], env, (line) => out.push(line))).toBe(1);
    expect(out.at(-1)).toContain('not public');
  } else {
    const { featureDeck } = await import('../services/admin/featureDeck.js');
    await featureDeck(server.database.db, `${me.username}/${quiet.slug}`);
    await expect(featureDeck(server.database.db, `${me.username}/${hidden.slug}`)).rejects.toThrow('not public');
  }
  const featured = await idsOf(anonymous, 'featured');
  expect(featured.results[0]!.id).toBe(quiet.id);
  expect(featured.results.map((d) => d.id)).not.toContain(popular.id);

  expect((await anonymous.get('/api/v1/explore.json?section=nope')).statusCode).toBe(422);
  expect((await anonymous.get('/api/v1/explore.json?page=0')).statusCode).toBe(422);
});

it('pages by the deck-list page length', async () => {
  const c = new TestClient(server.app); await c.signUp();
  for (let i = 0; i < DECKS_PAGE_LENGTH + 1; i += 1) await deckWith(c, { title: `Deck ${i}` });
  const anonymous = new TestClient(server.app);
  const first = await idsOf(anonymous, 'recent', 1);
  const second = await idsOf(anonymous, 'recent', 2);
  expect(first.results).toHaveLength(DECKS_PAGE_LENGTH);
  expect(first.total).toBeGreaterThan(DECKS_PAGE_LENGTH);
  expect(second.results.length).toBeGreaterThan(0);
  expect(new Set([...first.results, ...second.results].map((d) => d.id)).size).toBe(first.results.length + second.results.length);
});
