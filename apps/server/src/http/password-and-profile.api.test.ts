import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, PASSWORD_RESET_MAIL_LIMIT } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { passwordResetTokens } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const client = () => new TestClient(server.app);
/** The token of the next reset mail to this address (the mail job delivers it after the answer). */
const resetLinkFor = async (email: string, count = 1) => {
  const message = (await server.mailTo(email, count)).at(-1);
  const match = message && /token=([\w-]+)/.exec(message.text);
  return match?.[1];
};

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const old = client();
    const me = await old.signUp();
    const c = client();
    await c.open();
    const request = await c.post('/users/password', { user: { email: me.email.toUpperCase() } });
    expect(request.json()).toEqual({ message: MESSAGES.resetEmailSent });
    const token = await resetLinkFor(me.email);
    expect(token).toBeTruthy();
    expect(server.mail.at(-1)!.text).toContain(`${server.config.publicUrl}/users/password/edit?token=`);

    const reset = await c.put('/users/password', { user: { reset_password_token: token, password: 'brand-new-pass' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.username).toBe(me.username);
    expect((await old.get('/api/v1/status.json')).json().user_signed_in).toBe(false);

    const again = await c.put('/users/password', { user: { reset_password_token: token, password: 'another-pass' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.reset_password_token).toEqual([MESSAGES.resetTokenInvalid]);

    const signIn = client();
    await signIn.open();
    expect((await signIn.post('/users/sign_in', { user: { email: me.email, password: 'brand-new-pass' } })).statusCode).toBe(200);
  });

  it('refuses expired tokens and answers unknown addresses the same way', async () => {
    const me = await client().signUp();
    const c = client();
    await c.open();
    const nobody = `${uniqueName()}@example.test`;
    const unknown = await c.post('/users/password', { user: { email: nobody } });
    expect(unknown.json()).toEqual({ message: MESSAGES.resetEmailSent });

    await c.post('/users/password', { user: { email: me.email } });
    const token = (await resetLinkFor(me.email))!;
    // Mail is delivered in the order it was queued: the unknown address's request, first, queued nothing.
    expect(server.mail.some((m) => m.to === nobody)).toBe(false);
    await server.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, me.id));
    const reset = await c.put('/users/password', { user: { reset_password_token: token, password: 'brand-new-pass' } });
    expect(reset.statusCode).toBe(422);
  });
});

describe('password reset mails per address', () => {
  it('sends at most PASSWORD_RESET_MAIL_LIMIT mails an hour to one address, whatever address asks', async () => {
    const me = await client().signUp();
    const sentinel = await client().signUp();
    const ask = async (email: string, from: string) => {
      const c = client();
      c.address = from;
      await c.open();
      const response = await c.post('/users/password', { user: { email } });
      // Every request answers the same, over the limit too: the answer never tells whether the address has an account.
      expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });
    };
    for (let i = 0; i <= PASSWORD_RESET_MAIL_LIMIT.requests; i += 1) await ask(me.email, `10.3.0.${i + 1}`);
    // Mail goes out in the order it was queued: once the sentinel's mail is there, any reset mail to me would be too.
    await ask(sentinel.email, '10.3.1.1');
    await server.mailTo(sentinel.email);
    const resetMails = server.mail.filter((m) => m.to === me.email && m.text.includes('/users/password/edit?token='));
    expect(resetMails).toHaveLength(PASSWORD_RESET_MAIL_LIMIT.requests);
    const tokens = await server.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, me.id));
    expect(tokens).toHaveLength(PASSWORD_RESET_MAIL_LIMIT.requests);
  });
});

describe('account edit', () => {
  it('changes name and username, and needs the current password for e-mail and password', async () => {
    const c = client();
    const me = await c.signUp();
    const newName = uniqueName('renamed');
    const rename = await c.put('/api/v1/users.json', { user: { name: 'Ada L', username: newName } });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().user).toMatchObject({ name: 'Ada L', username: newName });

    const noCurrent = await c.put('/api/v1/users.json', { user: { password: 'new-password' } });
    expect(noCurrent.json().errors.current_password).toEqual([MESSAGES.required]);
    const wrongCurrent = await c.put('/api/v1/users.json', { user: { email: 'x@example.test', current_password: 'nope-nope' } });
    expect(wrongCurrent.json().errors.current_password).toEqual([MESSAGES.currentPasswordWrong]);
    const ok = await c.put('/api/v1/users.json', { user: { password: 'new-password', current_password: me.password } });
    expect(ok.statusCode).toBe(200);
  });

  it('looks up usernames: 204 taken, 404 free, own name free', async () => {
    const other = await client().signUp();
    const c = client();
    const me = await c.signUp();
    expect((await c.get(`/api/v1/users/lookup?id=${other.username.toUpperCase()}`)).statusCode).toBe(204);
    expect((await c.get(`/api/v1/users/lookup?id=${uniqueName('free')}`)).statusCode).toBe(404);
    expect((await c.get(`/api/v1/users/lookup?id=${me.username}`)).statusCode).toBe(404);
  });

  it('shows other users without e-mail or secrets, and 404 for unknown ones', async () => {
    const other = await client().signUp();
    const c = client();
    await c.signUp();
    const response = await c.get(`/api/v1/users/${other.id}.json`);
    expect(response.json().user).toMatchObject({ username: other.username, paid: false, enterprise: false });
    expect(JSON.stringify(response.json())).not.toMatch(/@example\.test|password|hash/);
    expect((await c.get(`/api/v1/users/${other.username}.json`)).json().user.id).toBe(other.id);
    expect((await c.get('/api/v1/users/999999999.json')).statusCode).toBe(404);
  });

  it('reads and updates user settings with the SPEC defaults', async () => {
    const c = client();
    await c.signUp();
    expect((await c.get('/api/v1/user_settings.json')).json().user_settings).toEqual({
      present_controls: true, present_upsizing: true, export_controls: true,
      export_separate_fragments: false, editor_fixed_notes: false, media_sources: '',
    });
    const updated = await c.put('/api/v1/user_settings.json', { user_settings: { editor_fixed_notes: true } });
    expect(updated.json().user_settings.editor_fixed_notes).toBe(true);
    expect((await c.get('/api/v1/user_settings.json')).json().user_settings.editor_fixed_notes).toBe(true);
    const wrongType = await c.put('/api/v1/user_settings.json', { user_settings: { editor_fixed_notes: 'yes' } });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['editor_fixed_notes']);
  });

  it('needs a session for settings and account updates', async () => {
    const c = client();
    await c.open();
    expect((await c.get('/api/v1/user_settings.json')).statusCode).toBe(401);
    expect((await c.put('/api/v1/users.json', { user: { name: 'x' } })).statusCode).toBe(401);
  });
});
