/**
 * /api/v1/search.json: who finds what (owner, teammate, other user, anonymous × self/team/all × trashed,
 * speaker notes), ranking, highlights with the slide to open, paging and the empty-term message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, SEARCH } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { deckWith, uniqueWord, waitIndexed, type MadeDeck } from '../test/search-fixtures.js';
import { decks } from '../db/schema.js';
import { queryRows } from '../db/rows.js';
import { createTeam } from '../services/admin/createTeam.js';
import { addMember } from '../services/admin/addMember.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

interface Run { text: string; match: boolean }
interface Result { deck: { id: number; title: string; url: string }; title: Run[]; slide: null | { number: number; h: number; v: number; source: string; snippet: Run[]; url: string } }

async function search(c: TestClient, q: string, page = 1): Promise<{ results: Result[]; total: number }> {
  const response = await c.get(`/api/v1/search.json?q=${encodeURIComponent(q)}&page=${page}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (found: { results: Result[] }) => found.results.map((r) => r.deck.id).sort((a, b) => a - b);

describe('who finds which deck', () => {
  const word = uniqueWord();
  const noteWord = uniqueWord();
  let owner: TestClient; let teammate: TestClient; let other: TestClient; let anonymous: TestClient;
  // Collaborators invited to the private deck: a viewer, and a presenter (who may read speaker notes).
  let viewerCollaborator: TestClient; let presenterCollaborator: TestClient;
  const made: Record<'all' | 'team' | 'self' | 'trashed' | 'sharedNotes', MadeDeck> = {} as never;

  beforeAll(async () => {
    owner = new TestClient(server.app); teammate = new TestClient(server.app); other = new TestClient(server.app);
    anonymous = new TestClient(server.app);
    const me = await owner.signUp(); const mate = await teammate.signUp(); await other.signUp();
    const team = uniqueName('team').replace(/_/g, '-');
    await createTeam(server.database.db, team);
    await addMember(server.database.db, team, me.username, 'owner');
    await addMember(server.database.db, team, mate.username, 'member');
    const slides = (label: string) => `<section><h2>${label} ${word}</h2><aside class="notes">note ${noteWord}</aside></section>`;
    made.all = await deckWith(owner, { title: 'Public deck', visibility: 'all' }, slides('public'));
    made.team = await deckWith(owner, { title: 'Team deck', visibility: 'team' }, slides('team'));
    made.self = await deckWith(owner, { title: 'Private deck', visibility: 'self' }, slides('private'));
    made.trashed = await deckWith(owner, { title: 'Trashed deck', visibility: 'all' }, slides('trashed'));
    made.sharedNotes = await deckWith(owner, { title: 'Notes deck', visibility: 'all', share_notes: true }, slides('notes'));
    expect((await owner.post(`/api/v1/decks/${made.trashed.id}/trash.json`, {})).statusCode).toBeLessThan(300);
    await waitIndexed(server, Object.values(made).map((d) => d.id));
    viewerCollaborator = new TestClient(server.app); presenterCollaborator = new TestClient(server.app);
    for (const [c, role] of [[viewerCollaborator, 'viewer'], [presenterCollaborator, 'presenter']] as const) {
      const { username } = await c.signUp();
      const invited = await owner.post(`/api/v1/decks/${made.self.id}/users.json`, { deck_user: { username, role } });
      expect(invited.statusCode).toBe(201);
    }
  });

  it('a collaborator finds the private deck shared with them, and its notes only with a role that may present', async () => {
    const publicIds = [made.all.id, made.sharedNotes.id];
    const withShared = [...publicIds, made.self.id].sort((a, b) => a - b);
    expect(ids(await search(viewerCollaborator, word))).toEqual(withShared);
    expect(ids(await search(presenterCollaborator, word))).toEqual(withShared);
    expect(ids(await search(viewerCollaborator, noteWord))).toEqual([made.sharedNotes.id]);
    expect(ids(await search(presenterCollaborator, noteWord))).toEqual([made.self.id, made.sharedNotes.id].sort((a, b) => a - b));
  });

  it('the owner finds their public, team and private decks, never the trashed one', async () => {
    expect(ids(await search(owner, word))).toEqual([made.all.id, made.team.id, made.self.id, made.sharedNotes.id].sort((a, b) => a - b));
  });

  it('a teammate finds public and team decks', async () => {
    expect(ids(await search(teammate, word))).toEqual([made.all.id, made.team.id, made.sharedNotes.id].sort((a, b) => a - b));
  });

  it('another user and an anonymous visitor find only the public decks', async () => {
    const publicIds = [made.all.id, made.sharedNotes.id].sort((a, b) => a - b);
    expect(ids(await search(other, word))).toEqual(publicIds);
    expect(ids(await search(anonymous, word))).toEqual(publicIds);
  });

  it('speaker notes are searched only where the searcher may read them', async () => {
    expect(ids(await search(anonymous, noteWord))).toEqual([made.sharedNotes.id]);
    const mine = await search(owner, noteWord);
    expect(ids(mine)).toEqual([made.all.id, made.team.id, made.self.id, made.sharedNotes.id].sort((a, b) => a - b));
    expect(mine.results.every((r) => r.slide?.source === 'notes')).toBe(true);
  });

  it('a deck made private drops out of other people\'s results at once', async () => {
    const current = (await owner.get(`/api/v1/decks/${made.all.id}.json`)).json().deck;
    expect((await owner.put(`/api/v1/decks/${made.all.id}.json`, { deck: { visibility: 'self', version: current.version } })).statusCode).toBe(200);
    expect(ids(await search(anonymous, word))).toEqual([made.sharedNotes.id]);
    expect(ids(await search(teammate, word))).toEqual([made.team.id, made.sharedNotes.id].sort((a, b) => a - b));
  });
});

describe('ranking, highlights and paging', () => {
  it('ranks title matches first, then relevance, then views', async () => {
    const c = new TestClient(server.app); await c.signUp();
    const term = uniqueWord();
    const once = `<section><p>intro</p></section><section><p>Something about ${term} here</p></section>`;
    const titled = await deckWith(c, { title: `All about ${term}` }, '<section><p>nothing</p></section>');
    const dense = await deckWith(c, { title: 'Dense' }, `<section><p>${term} ${term} ${term} and more ${term}</p></section>`);
    const popular = await deckWith(c, { title: 'Popular' }, once);
    const quiet = await deckWith(c, { title: 'Quiet' }, once);
    await server.database.db.update(decks).set({ viewCount: 500 }).where(inArray(decks.id, [popular.id]));
    await server.database.db.update(decks).set({ viewCount: 5 }).where(inArray(decks.id, [quiet.id, titled.id, dense.id]));
    await waitIndexed(server, [titled.id, dense.id, popular.id, quiet.id]);
    const found = await search(new TestClient(server.app), term);
    expect(found.results.map((r) => r.deck.id)).toEqual([titled.id, dense.id, popular.id, quiet.id]);
    expect(found.total).toBe(4);
  });

  it('highlights the match in the title and in a snippet of the slide, and links to that slide', async () => {
    const c = new TestClient(server.app); await c.signUp();
    const term = uniqueWord();
    const data = `<section><h1>Cover</h1></section><section><section><p>Top</p></section><section><p>The ${term} lives on this vertical slide</p></section></section>`;
    const deck = await deckWith(c, { title: `Deck of ${term}s` }, data);
    await waitIndexed(server, [deck.id]);
    const [hit] = (await search(new TestClient(server.app), term)).results;
    expect(hit!.title).toEqual([{ text: 'Deck of ', match: false }, { text: `${term}s`, match: true }]);
    expect(hit!.slide).toMatchObject({ number: 3, h: 1, v: 1, source: 'slide' });
    expect(hit!.slide!.snippet.filter((r) => r.match).map((r) => r.text)).toEqual([term]);
    expect(hit!.slide!.snippet.map((r) => r.text).join('')).toContain('lives on this vertical slide');
    expect(hit!.slide!.url).toBe(`${deck.url}#/1/1`);
  });

  it('finds a word while it is still being typed, and text with markup stays text', async () => {
    const c = new TestClient(server.app); await c.signUp();
    const term = uniqueWord();
    const deck = await deckWith(c, { title: 'Markup' }, `<section><p>&lt;img src=x onerror=alert(1)&gt; ${term}</p></section>`);
    await waitIndexed(server, [deck.id]);
    const found = await search(new TestClient(server.app), term.slice(0, 7));
    expect(found.results.map((r) => r.deck.id)).toContain(deck.id);
    const hit = found.results.find((r) => r.deck.id === deck.id)!;
    // The snippet is runs of plain text (the client renders them as text), never markup to insert.
    expect(hit.slide!.snippet.map((r) => r.text).join('')).toContain('onerror=alert(1)>');
  });

  it('pages by the search page length and reports the total on every page', async () => {
    const c = new TestClient(server.app); await c.signUp();
    const term = uniqueWord();
    const made: number[] = [];
    for (let i = 0; i < SEARCH.pageLength + 3; i += 1) made.push((await deckWith(c, { title: `Deck ${i}` }, `<section><p>${term} ${i}</p></section>`)).id);
    await waitIndexed(server, made);
    const anonymous = new TestClient(server.app);
    const first = await search(anonymous, term, 1);
    const second = await search(anonymous, term, 2);
    const past = await search(anonymous, term, 3);
    expect(first.results).toHaveLength(SEARCH.pageLength);
    expect(second.results).toHaveLength(3);
    expect([first.total, second.total, past.total]).toEqual([made.length, made.length, made.length]);
    expect(past.results).toEqual([]);
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set(made));
  });

  it('an empty term answers "Please enter a search term"; bad input is a 4xx', async () => {
    const c = new TestClient(server.app);
    for (const q of ['', '%20%20']) {
      const response = await c.get(`/api/v1/search.json?q=${q}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.q).toEqual([MESSAGES.searchTermMissing]);
    }
    expect((await c.get('/api/v1/search.json?q=x&page=-1')).statusCode).toBe(422);
    expect((await c.get('/api/v1/search.json?q=x&page=99999999999999999999')).statusCode).toBe(422);
    expect((await c.get(`/api/v1/search.json?q=${'a'.repeat(5000)}`)).statusCode).toBe(422);
    expect((await c.get('/api/v1/search.json?q=a%00b')).statusCode).toBe(400);
    const syntax = await c.get(`/api/v1/search.json?q=${encodeURIComponent("'\":*&|!()<-> x")}`);
    expect(syntax.statusCode).toBe(200);
  });

  it('a renamed deck is found by its new title after the save is indexed', async () => {
    const c = new TestClient(server.app); await c.signUp();
    const before = uniqueWord(); const after = uniqueWord();
    const deck = await deckWith(c, { title: `Old ${before}` });
    await waitIndexed(server, [deck.id]);
    expect(ids(await search(c, before))).toEqual([deck.id]);
    const [row] = await server.database.db.select({ version: decks.version }).from(decks).where(eq(decks.id, deck.id));
    await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: `New ${after}`, version: row!.version } });
    await waitIndexed(server, [deck.id]);
    expect(ids(await search(c, after))).toEqual([deck.id]);
    expect(ids(await search(c, before))).toEqual([]);
  });

  it('a change to one slide re-indexes that slide: the others keep their rows, a removed slide leaves the index', async () => {
    const c = new TestClient(server.app); await c.signUp();
    const [first, second, third, edited] = [uniqueWord(), uniqueWord(), uniqueWord(), uniqueWord()];
    const deck = await deckWith(c, { title: 'Three slides' }, `<section><p>${first}</p></section><section><p>${second}</p></section><section><p>${third}</p></section>`);
    await waitIndexed(server, [deck.id]);
    // xmin: the transaction that last wrote a row; a row rewritten with the same text gets a new one.
    const rows = async () => Object.fromEntries((await queryRows<{ number: number; xmin: string }>(server.database.db,
      sql`SELECT number, xmin::text AS xmin FROM slide_search WHERE deck_id = ${deck.id} ORDER BY number`,
    )).map((row) => [row.number, row.xmin]));
    const before = await rows();
    expect(Object.keys(before)).toEqual(['1', '2', '3']);
    const [row] = await server.database.db.select({ version: decks.version }).from(decks).where(eq(decks.id, deck.id));
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: `<section><p>${first}</p></section><section><p>${edited}</p></section>`, version: row!.version } });
    expect(saved.statusCode).toBe(200);
    await waitIndexed(server, [deck.id]);
    const after = await rows();
    expect(Object.keys(after)).toEqual(['1', '2']);
    expect(after['1']).toBe(before['1']);
    expect(after['2']).not.toBe(before['2']);
    expect(ids(await search(c, edited))).toEqual([deck.id]);
    expect(ids(await search(c, second))).toEqual([]);
    expect(ids(await search(c, third))).toEqual([]);
    expect(ids(await search(c, first))).toEqual([deck.id]);
  });
});
