import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const client = () => new TestClient(server.app);

describe('sign up', () => {
  it('creates the account, signs it in and never returns secrets', async () => {
    const c = client();
    await c.open();
    const name = uniqueName('Alice');
    const response = await c.post('/users', { user: { username: name, email: `${name}@Example.test`, password: 'secret123' } });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user.username).toBe(name.toLowerCase());
    expect(user.email).toBe(`${name.toLowerCase()}@example.test`);
    expect(JSON.stringify(user)).not.toMatch(/password|argon2|hash/i);
    expect(user.settings).toMatchObject({ present_controls: true, editor_fixed_notes: false });
    const session = response.cookies.find((cookie) => cookie.name === 'podium_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await c.get('/api/v1/status.json')).json()).toEqual({ user_signed_in: true });
  });

  it('refuses a taken username with the SPEC message, case-insensitively', async () => {
    const first = await client().signUp();
    const c = client();
    await c.open();
    const response = await c.post('/users', { user: { username: first.username.toUpperCase(), email: 'other@example.test', password: 'secret123' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.username).toEqual(["That one's already taken :("]);
  });

  it('returns every field error at once with the SPEC messages', async () => {
    const c = client();
    await c.open();
    const response = await c.post('/users', { user: { username: 'a b', email: 'nope', password: '12345' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      username: [MESSAGES.noSpaces],
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.passwordTooShort],
    });
  });

  it.each(['pricing', 'player', 'api', 'media', 'Reveal', 'assets', 'explore', 'live', 'sign_in'])('refuses %s, a name reserved for an app route', async (username) => {
    const c = client();
    await c.open();
    const response = await c.post('/users', { user: { username, email: `${uniqueName()}@example.test`, password: 'secret123' } });
    expect(response.json().errors.username).toEqual([MESSAGES.taken]);
    expect((await c.get(`/api/v1/users/lookup?id=${username}`)).statusCode).toBe(204);
  });
});

describe('sign in and out', () => {
  it('signs in with e-mail or username and out again', async () => {
    const { username, email, password } = await client().signUp();
    for (const login of [email, username.toUpperCase()]) {
      const c = client();
      await c.open();
      const response = await c.post('/users/sign_in', { user: { email: login, password } });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.username).toBe(username);
      expect((await c.delete('/users/sign_out')).statusCode).toBe(200);
      expect((await c.get('/api/v1/status.json')).json()).toEqual({ user_signed_in: false });
    }
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const { username } = await client().signUp();
    const c = client();
    await c.open();
    const wrong = await c.post('/users/sign_in', { user: { email: username, password: 'wrong-password' } });
    const unknown = await c.post('/users/sign_in', { user: { email: uniqueName(), password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors.base).toEqual([MESSAGES.invalidCredentials]);
  });

  it('refuses deactivated accounts and ends their sessions', async () => {
    const c = client();
    const me = await c.signUp();
    await server.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, me.id));
    expect((await c.get('/api/v1/status.json')).json().user_signed_in).toBe(false);
    const again = client();
    await again.open();
    const response = await again.post('/users/sign_in', { user: { email: me.email, password: me.password } });
    expect(response.json().errors.base).toEqual([MESSAGES.accountDeactivated]);
  });

  it('accepts form bodies and redirects HTML forms', async () => {
    const { username, password } = await client().signUp();
    const c = client();
    await c.open();
    const form = `user%5Bemail%5D=${username}&user%5Bpassword%5D=${password}`;
    const response = await c.request('POST', '/users/sign_in', undefined, {
      accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded',
    }, { raw: form });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/${username}`);
    const failed = await c.request('POST', '/users/sign_in', undefined, {
      accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded',
    }, { raw: `user%5Bemail%5D=${username}&user%5Bpassword%5D=nope-nope` });
    expect(failed.headers.location).toBe(`/users/sign_in?error=${encodeURIComponent(MESSAGES.invalidCredentials)}`);
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts', async () => {
    // A client address of its own, because with REDIS_URL the counters are shared with every other run.
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
    try {
      const c = new TestClient(limited.app);
      await c.open();
      const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
      const address = () => `2001:db8:${hex()}:${hex()}::1`; // distinct /64s: IPv6 clients are limited per prefix
      const attempt = async (from: string) => (await c.request('POST', '/users/sign_in', { user: { email: 'x@example.test', password: 'whatever' } }, { 'x-forwarded-for': from })).statusCode;
      const me = address();
      const statuses = [await attempt(me), await attempt(me), await attempt(me), await attempt(me)];
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(await attempt(address())).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
