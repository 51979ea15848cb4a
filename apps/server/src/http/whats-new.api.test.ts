// "What's new" read state (SPEC §2: unread counter in the main menu, stored per signed-in user) and /urls (SPEC §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGELOG, LATEST_WHATS_NEW_ID, URL_TEMPLATES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const state = async (c: TestClient) => (await c.get('/api/v1/whats_new.json')).json().whats_new;

describe("What's new unread counter", () => {
  it('counts every entry as unread for a new user, clears on read, and keeps it per user across sessions', async () => {
    const reader = new TestClient(server.app);
    const me = await reader.signUp();
    expect(await state(reader)).toEqual({ unread: CHANGELOG.length, seen_id: 0, latest_id: LATEST_WHATS_NEW_ID });

    const read = await reader.post('/api/v1/whats_new/read.json');
    expect(read.statusCode).toBe(200);
    expect(read.json().whats_new).toEqual({ unread: 0, seen_id: LATEST_WHATS_NEW_ID, latest_id: LATEST_WHATS_NEW_ID });

    // Another browser of the same user sees it read; another user does not.
    const elsewhere = new TestClient(server.app);
    await elsewhere.open();
    expect((await elsewhere.post('/users/sign_in', { user: { email: me.username, password: me.password } })).statusCode).toBe(200);
    expect((await state(elsewhere)).unread).toBe(0);
    const other = new TestClient(server.app);
    await other.signUp();
    expect((await state(other)).unread).toBe(CHANGELOG.length);
  });

  it('marks up to an entry, never moves back, and clamps ids past the newest', async () => {
    const reader = new TestClient(server.app);
    await reader.signUp();
    const second = CHANGELOG[1]!.id;
    expect((await reader.post('/api/v1/whats_new/read.json', { up_to: second })).json().whats_new).toMatchObject({ unread: 1, seen_id: second });
    expect((await reader.post('/api/v1/whats_new/read.json', { up_to: 1 })).json().whats_new).toMatchObject({ unread: 1, seen_id: second });
    expect((await reader.post('/api/v1/whats_new/read.json', { up_to: 1_000_000 })).json().whats_new).toMatchObject({ unread: 0, seen_id: LATEST_WHATS_NEW_ID });
    expect((await reader.post('/api/v1/whats_new/read.json', { up_to: -1 })).statusCode).toBe(422);
    expect((await reader.post('/api/v1/whats_new/read.json', { up_to: 'all' })).statusCode).toBe(422);
  });

  it('asks signed-out visitors to sign in (they keep their state in the browser) and needs the CSRF token', async () => {
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.get('/api/v1/whats_new.json')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/whats_new/read.json')).statusCode).toBe(401);
    const reader = new TestClient(server.app);
    await reader.signUp();
    expect((await reader.request('POST', '/api/v1/whats_new/read.json', {}, {}, { csrf: false })).statusCode).toBe(403);
    expect((await state(reader)).unread).toBe(CHANGELOG.length);
  });
});

describe('/urls', () => {
  it('lists every route template on the public address, and the signed-in user’s own links', async () => {
    const anonymous = new TestClient(server.app);
    const base = server.config.publicUrl.replace(/\/$/, '');
    const answer = (await anonymous.get('/api/v1/urls')).json();
    expect(Object.keys(answer.urls).sort()).toEqual(Object.keys(URL_TEMPLATES).sort());
    expect(answer.urls.brand).toBe(`${base}/about#brand`);
    expect(answer.urls.speaker).toBe(`${base}/d/{id}/speaker/{speaker_token}`);
    expect(answer.user).toBeNull();

    const me = await anonymous.signUp();
    const mine = (await anonymous.get('/api/v1/urls.json')).json();
    expect(mine.user).toEqual({
      profile: `${base}/${me.username}`,
      new_deck: `${base}/${me.username}/new`,
      decks: `${base}/${me.username}/decks.html`,
      decks_trashed: `${base}/${me.username}/decks_trashed.html`,
      decks_shared_with_me: `${base}/${me.username}/decks_shared_with_me.html`,
    });
  });
});
