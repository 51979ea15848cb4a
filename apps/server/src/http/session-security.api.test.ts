/** Sessions and tokens after credential changes: password change, reset links, CSRF rotation at sign-in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const client = () => new TestClient(server.app);
/** The token of this address's `count`th reset mail (the mail job delivers it after the answer). */
const resetLinkFor = async (email: string, count: number) => {
  const message = (await server.mailTo(email, count)).at(-1);
  return message && /token=([\w-]+)/.exec(message.text)?.[1];
};
const signedIn = async (c: TestClient) => (await c.get('/api/v1/status.json')).json().user_signed_in as boolean;

/** Signs in an existing user in a fresh browser. */
async function signInElsewhere(login: string, password: string) {
  const c = client();
  await c.open();
  expect((await c.post('/users/sign_in', { user: { email: login, password } })).statusCode).toBe(200);
  return c;
}

/** Requests a reset link for the address and returns its token. */
async function requestReset(email: string) {
  const c = client();
  await c.open();
  const before = server.mail.filter((m) => m.to === email).length;
  await c.post('/users/password', { user: { email } });
  return (await resetLinkFor(email, before + 1))!;
}

describe('password change', () => {
  it('ends every other session and keeps this browser signed in', async () => {
    const c = client();
    const me = await c.signUp();
    const laptop = await signInElsewhere(me.email, me.password);
    const phone = await signInElsewhere(me.username, me.password);
    const change = await c.put('/api/v1/users.json', { user: { password: 'changed-pass', current_password: me.password } });
    expect(change.statusCode).toBe(200);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(c)).toBe(true);
    // The browser that changed it keeps working (its CSRF token was rotated with the new session).
    expect((await c.put('/api/v1/users.json', { user: { name: 'Still me' } })).statusCode).toBe(200);
  });

  it('does not touch other sessions when only the name changes', async () => {
    const c = client();
    const me = await c.signUp();
    const laptop = await signInElsewhere(me.email, me.password);
    expect((await c.put('/api/v1/users.json', { user: { name: 'New name' } })).statusCode).toBe(200);
    expect(await signedIn(laptop)).toBe(true);
  });

  it('voids reset links issued before it', async () => {
    const c = client();
    const me = await c.signUp();
    const token = await requestReset(me.email);
    await c.put('/api/v1/users.json', { user: { password: 'changed-pass', current_password: me.password } });
    const stranger = client();
    await stranger.open();
    const reset = await stranger.put('/users/password', { user: { reset_password_token: token, password: 'hijacked-pass' } });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.reset_password_token).toEqual([MESSAGES.resetTokenInvalid]);
  });
});

describe('password reset links', () => {
  it('die when a newer link is used', async () => {
    const me = await client().signUp();
    const older = await requestReset(me.email);
    const newer = await requestReset(me.email);
    expect(older).not.toBe(newer);
    const c = client();
    await c.open();
    expect((await c.put('/users/password', { user: { reset_password_token: newer, password: 'newer-pass' } })).statusCode).toBe(200);
    const late = client();
    await late.open();
    const stale = await late.put('/users/password', { user: { reset_password_token: older, password: 'older-pass' } });
    expect(stale.statusCode).toBe(422);
    expect(await signInElsewhere(me.email, 'newer-pass')).toBeTruthy();
  });
});

describe('CSRF token at sign-in', () => {
  it('is rotated: the token from before sign-in no longer works after it', async () => {
    const me = await client().signUp();
    const c = client();
    await c.open();
    const before = c.csrf;
    const response = await c.post('/users/sign_in', { user: { email: me.email, password: me.password } });
    expect(response.statusCode).toBe(200);
    const after = response.headers['x-csrf-token'];
    expect(typeof after).toBe('string');
    expect(after).not.toBe(before);
    c.csrf = before;
    const stale = await c.put('/api/v1/users.json', { user: { name: 'x' } });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe(MESSAGES.csrfMissing);
    c.csrf = after as string;
    expect((await c.put('/api/v1/users.json', { user: { name: 'x' } })).statusCode).toBe(200);
    // A page load after sign-in carries the rotated token too.
    await c.open();
    expect(c.csrf).toBe(after);
  });
});
