/** /api/v1/tags (SPEC §7): a user's own tags, add_decks / remove_decks on decks they own, the tag page listing. */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { users } from '../db/schema.js';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { deckWith, uniqueWord } from '../test/search-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

it('creates, lists by type, renames and deletes tags; names are validated and unique per type', async () => {
  const c = new TestClient(server.app); await c.signUp();
  const created = await c.post('/api/v1/tags.json', { tag: { name: '  Talks   2026 ', tag_type: 'deck' } });
  expect(created.statusCode).toBe(201);
  const tag = created.json().tag;
  expect(tag).toMatchObject({ name: 'Talks 2026', tag_type: 'deck', count: 0 });
  expect((await c.post('/api/v1/tags.json', { tag: { name: 'Talks 2026', tag_type: 'deck' } })).json().errors.name).toEqual([MESSAGES.taken]);
  expect((await c.post('/api/v1/tags.json', { tag: { name: 'Talks 2026', tag_type: 'media' } })).statusCode).toBe(201);
  expect((await c.post('/api/v1/tags.json', { tag: { name: '   ', tag_type: 'deck' } })).json().errors.name).toEqual([MESSAGES.cannotBeEmpty]);
  expect((await c.post('/api/v1/tags.json', { tag: { name: 'a/b', tag_type: 'deck' } })).statusCode).toBe(422);
  expect((await c.post('/api/v1/tags.json', { tag: { name: 'x'.repeat(51), tag_type: 'deck' } })).statusCode).toBe(422);
  expect((await c.post('/api/v1/tags.json', { tag: { name: 'ok', tag_type: 'other' } })).statusCode).toBe(422);
  expect((await c.post('/api/v1/tags.json', { tag: { name: 42, tag_type: 'deck' } })).statusCode).toBe(422);

  const decksOnly = (await c.get('/api/v1/tags.json?tag_type=deck')).json();
  expect(decksOnly.results.map((t: { name: string }) => t.name)).toEqual(['Talks 2026']);
  expect((await c.get('/api/v1/tags.json')).json().total).toBe(2);
  expect((await c.get('/api/v1/tags.json?tag_type=nope')).statusCode).toBe(422);

  const renamed = await c.put(`/api/v1/tags/${tag.id}.json`, { tag: { name: 'Keynotes' } });
  expect(renamed.json().tag.name).toBe('Keynotes');
  expect((await c.delete(`/api/v1/tags/${tag.id}.json`)).statusCode).toBe(204);
  expect((await c.get(`/api/v1/tags/${tag.id}.json`)).statusCode).toBe(404);
});

it("another user's tag is 404 to read, rename, delete or use; signed-out callers must sign in", async () => {
  const owner = new TestClient(server.app); await owner.signUp();
  const tag = (await owner.post('/api/v1/tags.json', { tag: { name: 'mine', tag_type: 'deck' } })).json().tag;
  const deck = await deckWith(owner, { title: 'Mine' });
  const other = new TestClient(server.app); await other.signUp();
  const otherDeck = await deckWith(other, { title: 'Theirs' });
  expect((await other.get(`/api/v1/tags/${tag.id}.json`)).statusCode).toBe(404);
  expect((await other.put(`/api/v1/tags/${tag.id}.json`, { tag: { name: 'stolen' } })).statusCode).toBe(404);
  expect((await other.delete(`/api/v1/tags/${tag.id}.json`)).statusCode).toBe(404);
  expect((await other.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: [otherDeck.id] })).statusCode).toBe(404);
  expect((await other.get('/api/v1/tags.json')).json().total).toBe(0);
  expect((await new TestClient(server.app).get('/api/v1/tags.json')).statusCode).toBe(401);
  expect((await owner.get('/api/v1/tags/abc.json')).statusCode).toBe(404);
  expect((await owner.get('/api/v1/tags/99999999999.json')).statusCode).toBe(404);
  expect((await owner.get(`/api/v1/tags/${tag.id}.json`)).json().tag.name).toBe('mine');
  expect(deck.id).toBeGreaterThan(0);
});

it('tags only decks the user owns: 403 for a public deck of someone else, 404 for a private one', async () => {
  const c = new TestClient(server.app); const me = await c.signUp();
  const tag = (await c.post('/api/v1/tags.json', { tag: { name: 'talks', tag_type: 'deck' } })).json().tag;
  const mine = await deckWith(c, { title: 'Mine' });
  const other = new TestClient(server.app); await other.signUp();
  const theirs = await deckWith(other, { title: 'Public of theirs' });
  expect((await c.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: [theirs.id] })).statusCode).toBe(403);
  expect((await c.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: [2_000_000_000] })).statusCode).toBe(404);
  expect((await c.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: [] })).statusCode).toBe(422);
  expect((await c.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: ['1'] })).statusCode).toBe(422);
  expect((await c.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: [mine.id, mine.id] })).statusCode).toBe(200);
  expect((await c.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: [mine.id] })).statusCode).toBe(200);
  expect((await c.get('/api/v1/tags.json?tag_type=deck')).json().results[0].count).toBe(1);

  const anonymous = new TestClient(server.app);
  const shown = (await anonymous.get(`/api/v1/decks/${mine.id}/tags.json`)).json();
  expect(shown.results).toEqual([expect.objectContaining({ name: 'talks', url: expect.stringMatching(new RegExp(`/${me.username}/decks/talks$`)) })]);
  const listed = (await anonymous.get(`/api/v1/decks.json?username=${me.username}&tag=talks`)).json();
  expect(listed.results.map((d: { id: number }) => d.id)).toEqual([mine.id]);
  expect((await anonymous.get(`/api/v1/decks.json?username=${me.username}&tag=nope`)).json().total).toBe(0);

  expect((await c.post(`/api/v1/tags/${tag.id}/remove_decks.json`, { deck_ids: [mine.id] })).statusCode).toBe(200);
  expect((await anonymous.get(`/api/v1/decks/${mine.id}/tags.json`)).json().results).toEqual([]);
});

it("a private deck's tags are 404 to others, and tag names are searchable", async () => {
  const c = new TestClient(server.app); const me = await c.signUp();
  await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
  const word = uniqueWord();
  const tag = (await c.post('/api/v1/tags.json', { tag: { name: word, tag_type: 'deck' } })).json().tag;
  const deck = await deckWith(c, { title: 'Tagged' });
  await c.post(`/api/v1/tags/${tag.id}/add_decks.json`, { deck_ids: [deck.id] });
  const anonymous = new TestClient(server.app);
  await vi.waitFor(async () => {
    const found = (await anonymous.get(`/api/v1/search.json?q=${word}`)).json();
    expect(found.results.map((r: { deck: { id: number } }) => r.deck.id)).toEqual([deck.id]);
  }, { timeout: 20_000, interval: 50 });
  const current = (await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck;
  expect((await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { visibility: 'self', version: current.version } })).statusCode).toBe(200);
  expect((await anonymous.get(`/api/v1/decks/${deck.id}/tags.json`)).statusCode).toBe(404);
});
