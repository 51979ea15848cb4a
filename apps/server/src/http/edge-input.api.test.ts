/**
 * Bad input at the edge: NUL characters (which PostgreSQL text and jsonb refuse) and integers beyond the database's
 * range must answer a clear 4xx with a message on every route that takes them, never a 500; nothing secret is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT32_MAX, MESSAGES } from '@podium/shared';
import type { TestClient} from '../test/harness.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
let owner: TestClient;
let username: string;
let deck: { id: number; slug: string; version: number };
let linkId: number;
beforeAll(async () => {
  server = await startTestServer();
  const made = await ownerWithDeck(server, 'pro');
  owner = made.c;
  username = made.me.username;
  deck = made.deck;
  linkId = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, { access_token: { name: 'L' } })).json().access_token.id;
});
afterAll(async () => { await server.close(); });

type Case = [label: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: () => string, body?: () => unknown];
const NUL = 'a\u0000b';
const cases: Case[] = [
  ['media key', 'GET', () => '/media/a%00'],
  ['media key with extension', 'GET', () => '/media/aaaaaaaaaaaaaaaaaaaaaaaa%00.png'],
  ['user by name', 'GET', () => '/api/v1/users/a%00b'],
  ['user by name (.json)', 'GET', () => '/api/v1/users/a%00b.json'],
  ['username lookup', 'GET', () => '/api/v1/users/lookup?id=a%00b'],
  ['deck read with token', 'GET', () => `/api/v1/decks/${deck.id}.json?token=a%00b`],
  ['deck by path with token', 'GET', () => `/api/v1/users/${username}/decks/${deck.slug}.json?token=a%00b`],
  ['deck by path', 'GET', () => `/api/v1/users/a%00b/decks/x.json`],
  ['stream with deck_token', 'GET', () => `/api/v1/decks/${deck.id}/stream.json?deck_token=a%00b`],
  ['deck list by username', 'GET', () => '/api/v1/decks.json?username=a%00b'],
  ['show page with token', 'GET', () => `/${username}/${deck.slug}?token=a%00b`],
  ['player with token', 'GET', () => `/${username}/${deck.slug}/fullscreen?token=a%00b`],
  ['sign-in', 'POST', () => '/users/sign_in', () => ({ user: { email: NUL, password: NUL } })],
  ['sign-up', 'POST', () => '/users', () => ({ user: { username: NUL, email: 'x@example.test', password: 'secret123' } })],
  ['reset request', 'POST', () => '/users/password', () => ({ user: { email: `${NUL}@example.test` } })],
  ['reset', 'PUT', () => '/users/password', () => ({ user: { reset_password_token: NUL, password: 'secret123' } })],
  ['account update', 'PUT', () => '/api/v1/users.json', () => ({ user: { name: NUL } })],
  ['user settings', 'PUT', () => '/api/v1/user_settings.json', () => ({ user_settings: { media_sources: NUL } })],
  ['deck create', 'POST', () => '/api/v1/decks.json', () => ({ deck: { title: NUL } })],
  ['deck update title', 'PUT', () => `/api/v1/decks/${deck.id}.json`, () => ({ deck: { version: deck.version, title: NUL } })],
  ['deck update notes', 'PUT', () => `/api/v1/decks/${deck.id}.json`, () => ({ deck: { version: deck.version, notes: { a: NUL } } })],
  ['link create', 'POST', () => `/api/v1/decks/${deck.id}/access_tokens.json`, () => ({ access_token: { name: NUL } })],
  ['link unlock', 'POST', () => `/api/v1/access_tokens/${linkId}`, () => ({ access_token: { password: NUL } })],
  ['version at the maximum', 'PUT', () => `/api/v1/decks/${deck.id}.json`, () => ({ deck: { version: INT32_MAX } })],
  ['version beyond int32', 'PUT', () => `/api/v1/decks/${deck.id}.json`, () => ({ deck: { version: INT32_MAX + 1 } })],
  ['theme_id beyond int32', 'PUT', () => `/api/v1/decks/${deck.id}.json`, () => ({ deck: { version: deck.version, theme_id: INT32_MAX + 1 } })],
  ['deck id beyond int32', 'GET', () => `/api/v1/decks/${INT32_MAX + 1}.json`],
  ['deck id of ten digits', 'GET', () => '/api/v1/decks/9999999999.json'],
  ['deck data beyond int32', 'GET', () => `/api/v1/decks/${INT32_MAX + 1}/data.json`],
  ['deck update id beyond int32', 'PUT', () => '/api/v1/decks/9999999999.json', () => ({ deck: { version: 1 } })],
  ['link unlock id beyond int32', 'POST', () => '/api/v1/access_tokens/9999999999', () => ({ access_token: { password: 'x' } })],
  ['live player id beyond int32', 'GET', () => '/d/9999999999/live/player'],
  ['user id beyond int32', 'GET', () => '/api/v1/users/9999999999.json'],
  ['preview revision beyond int32', 'GET', () => `/${username}/${deck.slug}/preview?revision=${INT32_MAX + 1}`],
];

describe('edge input', () => {
  it.each(cases)('%s answers 4xx with a message', async (_label, method, url, body) => {
    const response = await owner.request(method, url(), body?.());
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.headers['content-type']?.toString().startsWith('application/json')) {
      const json = response.json();
      expect(json.error ?? json.errors).toBeTruthy();
    }
  });

  it('names the NUL character in the message', async () => {
    const response = await owner.post('/api/v1/decks.json', { deck: { title: NUL } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.nulCharacter);
    const query = await owner.get('/api/v1/users/lookup?id=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toBe(MESSAGES.nulCharacter);
  });
});
