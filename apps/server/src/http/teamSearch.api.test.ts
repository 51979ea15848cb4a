/**
 * team/search through deck full-text search: the team's internal decks the viewer may see, with the same
 * highlights as /search.json, plus members by name/username/e-mail. A member of team A never finds team B's decks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { deckWith, uniqueWord, waitIndexed } from '../test/search-fixtures.js';
import { TEST_CARD_SUCCESS } from '../billing/test/testCards.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const card = () => ({ card_number: TEST_CARD_SUCCESS, cvc: '123', exp_month: '12', exp_year: String(new Date().getFullYear() + 1) });

async function team() {
  const owner = new TestClient(server.app);
  await owner.signUp();
  const slug = uniqueName('find').replace(/_/g, '-');
  expect((await owner.post('/api/v1/teams.json', { team: { name: 'Finders', slug }, subscription: { period: 'yearly', payment: card() } })).statusCode).toBe(201);
  const host = { host: `${slug}.localhost` };
  const username = uniqueName();
  const password = 'secret123';
  const created = await owner.request('POST', '/api/v1/team/users.json', { user: { username, email: `${username}@example.test`, password, role: 'member' } }, host);
  expect(created.statusCode, created.body).toBe(201);
  const member = new TestClient(server.app);
  await member.open();
  const signedIn = await member.request('POST', '/users/sign_in', { user: { email: `${username}@example.test`, password } }, host);
  expect(signedIn.statusCode, signedIn.body).toBeLessThan(300);
  const search = (c: TestClient, q: string) => c.request('GET', `/api/v1/team/search.json?q=${encodeURIComponent(q)}`, undefined, host);
  return { owner, member, username, host, search };
}

describe('team/search', () => {
  it('finds the team\'s internal decks with highlights, never another team\'s or a private deck, and members by username', async () => {
    const word = uniqueWord();
    const a = await team();
    const b = await team();
    const aDeck = await deckWith(a.owner, { title: `Roadmap ${word}`, visibility: 'team' }, `<section><p>Plans for ${word} next year</p></section>`);
    const aPrivate = await deckWith(a.owner, { title: `Secret ${word}`, visibility: 'self' });
    const bDeck = await deckWith(b.owner, { title: `Budget ${word}`, visibility: 'team' }, `<section><p>${word} figures</p></section>`);
    await waitIndexed(server, [aDeck.id, aPrivate.id, bDeck.id]);

    const found = await a.search(a.member, word);
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json();
    expect(body.decks.map((hit: { deck: { id: number } }) => hit.deck.id)).toEqual([aDeck.id]);
    expect(body.total).toBe(1);
    expect(body.decks[0].title).toContainEqual({ text: word, match: true });
    expect(body.decks[0].slide).toMatchObject({ number: 1, source: 'slide' });

    const other = (await b.search(b.member, word)).json();
    expect(other.decks.map((hit: { deck: { id: number } }) => hit.deck.id)).toEqual([bDeck.id]);

    // A's member on B's host is outside team B: 404, nothing leaks.
    expect((await b.search(a.member, word)).statusCode).toBe(404);

    const people = (await a.search(a.member, a.username)).json();
    expect(people.members.map((m: { username: string }) => m.username)).toEqual([a.username]);
    expect(people.members[0].email).toBeUndefined();
    expect((await a.search(a.member, ' ')).statusCode).toBe(422);
  });
});
