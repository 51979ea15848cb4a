import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { html, ownerWithDeck } from '../test/sharing-fixtures.js';
import { uploadMedia, TINY_PNG } from '../test/multipart.js';
import { comments, decks, media, memberships, releasedUsernames, sessions, teams, users } from '../db/schema.js';
import { SEND_MAIL_JOB } from '../jobs/mail/index.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const deleteAccount = (c: TestClient, body: unknown) => c.request('DELETE', '/api/v1/users.json', body);
const signedIn = async (c: TestClient) => (await c.get('/api/v1/status.json')).json().user_signed_in as boolean;
/** A mail job waiting in the queue (an hour from now), as a retried delivery would wait. */
const queueMail = (to: string) => server.app.podium.jobs.send(SEND_MAIL_JOB, { to, subject: 'Later', text: 'later' }, { startAfterSeconds: 3600 });
/** True when the media storage (local disk or S3) no longer has the file: no stream, or one that fails to read. */
async function storedFileGone(key: string): Promise<boolean> {
  const stream = server.app.podium.storage.open(key);
  if (!stream) return true;
  try {
    for await (const chunk of stream) void chunk;
    return false;
  } catch {
    return true;
  }
}
const queuedMailTo = async (to: string) => (await server.database.executeSql(
  `SELECT id FROM pgboss.job WHERE name = $1 AND data->>'to' = $2`, [SEND_MAIL_JOB, to],
)).rows.length;

describe('deleting one\'s account', () => {
  it('needs the current password, then nothing of the user is served: profile, decks, links, media, sessions, mail', async () => {
    const { c, me, deck } = await ownerWithDeck(server, 'pro', { title: 'Public talk' });
    const secret = (await c.post('/api/v1/decks.json', { deck: { title: 'Secret plans', visibility: 'self' } })).json().deck;
    const link = (await c.post(`/api/v1/decks/${secret.id}/access_tokens.json`, {})).json().access_token;
    const speaker = (await c.post(`/api/v1/decks/${deck.id}/speaker_tokens.json`)).json().speaker_token;
    const upload = (await uploadMedia(c, 'dot.png', 'image/png', TINY_PNG)).json().media;
    const mediaRows = await server.database.db.select({ key: media.key }).from(media).where(eq(media.userId, me.id));
    expect(mediaRows.length).toBeGreaterThan(0);
    // Someone else's deck the user comments on: a lone comment goes, one with replies stays emptied.
    const other = await ownerWithDeck(server, 'default', { title: 'Their deck' });
    const [lone] = await server.database.db.insert(comments).values({ deckId: other.deck.id, userId: me.id, slideHash: 'a', message: 'mine alone' }).returning();
    const [root] = await server.database.db.insert(comments).values({ deckId: other.deck.id, userId: me.id, slideHash: 'a', message: 'mine with a reply' }).returning();
    await server.database.db.insert(comments).values({ deckId: other.deck.id, userId: other.me.id, slideHash: 'a', message: 'their reply', parentId: root!.id });
    await queueMail(me.email);
    await queueMail(other.me.email);
    // A second browser signed in as the same user.
    const laptop = new TestClient(server.app);
    await laptop.open();
    expect((await laptop.post('/users/sign_in', { user: { email: me.email, password: me.password } })).statusCode).toBe(200);

    // Before: everything answers.
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(`/api/v1/decks.json?username=${me.username}`)).json().total).toBe(1);
    expect((await html(anonymous, `/${me.username}/${deck.slug}`)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/v1/users/${me.username}/decks/${secret.slug}.json?token=${link.token}`)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/v1/decks/${deck.id}/speaker/${speaker.token}.json`)).statusCode).toBe(200);
    expect((await anonymous.get(upload.url)).statusCode).toBe(200);
    for (const { key } of mediaRows) expect(await storedFileGone(key), key).toBe(false);

    const missing = await deleteAccount(c, { user: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([MESSAGES.required]);
    const wrong = await deleteAccount(c, { user: { current_password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([MESSAGES.currentPasswordWrong]);
    expect(await signedIn(c)).toBe(true);

    const deleted = await deleteAccount(c, { user: { current_password: me.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.accountDeleted });

    // Both browsers are signed out; the password signs in nowhere.
    expect(await signedIn(c)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await laptop.get('/api/v1/user_settings.json')).statusCode).toBe(401);
    const again = new TestClient(server.app);
    await again.open();
    expect((await again.post('/users/sign_in', { user: { email: me.email, password: me.password } })).statusCode).toBe(401);

    // Nothing of the user is served. (The profile page is the SPA; what it reads answers 404.)
    expect((await anonymous.get(`/api/v1/decks.json?username=${me.username}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/users/${me.username}.json`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/users/${me.id}.json`)).statusCode).toBe(404);
    expect((await html(anonymous, `/${me.username}/${deck.slug}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/users/${me.username}/decks/${secret.slug}.json?token=${link.token}`)).statusCode).toBe(404);
    expect((await html(anonymous, `/${me.username}/${secret.slug}/fullscreen?token=${link.token}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/decks/${deck.id}/speaker/${speaker.token}.json`)).statusCode).toBe(404);
    expect((await anonymous.get(upload.url)).statusCode).toBe(404);
    for (const { key } of mediaRows) expect(await storedFileGone(key), key).toBe(true);

    // Its rows are gone; comments on other decks lose their author.
    const db = server.database.db;
    expect(await db.$count(users, eq(users.id, me.id))).toBe(0);
    expect(await db.$count(decks, eq(decks.userId, me.id))).toBe(0);
    expect(await db.$count(media, eq(media.userId, me.id))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, me.id))).toBe(0);
    expect(await db.$count(comments, eq(comments.id, lone!.id))).toBe(0);
    const [kept] = await db.select().from(comments).where(eq(comments.id, root!.id));
    expect(kept).toMatchObject({ userId: null, message: '', deleted: true });
    expect((await other.c.get(`/api/v1/decks/${other.deck.id}/comments.json`)).statusCode).toBe(200);

    // Queued mail to the address is gone, other people's stays.
    expect(await queuedMailTo(me.email)).toBe(0);
    expect(await queuedMailTo(other.me.email)).toBe(1);
  });

  it('holds the username back for the quarantine period, then frees it', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    expect((await deleteAccount(c, { user: { current_password: me.password } })).statusCode).toBe(200);

    const newcomer = new TestClient(server.app);
    await newcomer.open();
    expect((await newcomer.get(`/api/v1/users/lookup?id=${me.username}`)).statusCode).toBe(204);
    const taken = await newcomer.post('/users', { user: { username: me.username, email: `${uniqueName()}@example.test`, password: 'secret123' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username).toEqual([MESSAGES.taken]);
    const renamer = new TestClient(server.app);
    await renamer.signUp();
    const rename = await renamer.put('/api/v1/users.json', { user: { username: me.username } });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.username).toEqual([MESSAGES.taken]);

    // The period is over.
    await server.database.db.update(releasedUsernames).set({ until: new Date(Date.now() - 1000) }).where(eq(releasedUsernames.username, me.username));
    expect((await newcomer.get(`/api/v1/users/lookup?id=${me.username}`)).statusCode).toBe(404);
    expect((await newcomer.signUp(me.username)).username).toBe(me.username);
  });

  it('refuses the last owner of a team with how to hand it over; a member\'s team media stays with the team', async () => {
    const db = server.database.db;
    const owner = new TestClient(server.app);
    const ownerUser = await owner.signUp();
    const member = new TestClient(server.app);
    const memberUser = await member.signUp();
    const [team] = await db.insert(teams).values({ slug: uniqueName('team').replace(/_/g, '-'), name: 'Acme Inc' }).returning();
    await db.insert(memberships).values([
      { teamId: team!.id, userId: ownerUser.id, role: 'owner' },
      { teamId: team!.id, userId: memberUser.id, role: 'member' },
    ]);
    await db.update(users).set({ teamId: team!.id, accountType: 'enterprise' }).where(eq(users.id, ownerUser.id));
    await db.update(users).set({ teamId: team!.id, accountType: 'enterprise' }).where(eq(users.id, memberUser.id));

    const refused = await deleteAccount(owner, { user: { current_password: ownerUser.password } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.base).toEqual([MESSAGES.deleteAccountOwnsTeam('Acme Inc')]);
    expect(await signedIn(owner)).toBe(true);

    // A member's upload to the team library passes to the owner with its file.
    const [teamMedium] = await db.insert(media).values({ userId: memberUser.id, teamId: team!.id, key: `${uniqueName('k')}.png`, contentType: 'image/png', size: 10 }).returning();
    expect((await deleteAccount(member, { user: { current_password: memberUser.password } })).statusCode).toBe(200);
    const [kept] = await db.select().from(media).where(eq(media.id, teamMedium!.id));
    expect(kept?.userId).toBe(ownerUser.id);

    // Handed over (another active owner): the former owner may go.
    const heir = new TestClient(server.app);
    const heirUser = await heir.signUp();
    await db.insert(memberships).values({ teamId: team!.id, userId: heirUser.id, role: 'owner' });
    expect((await deleteAccount(owner, { user: { current_password: ownerUser.password } })).statusCode).toBe(200);
    expect(await db.$count(memberships, eq(memberships.teamId, team!.id))).toBe(1);
  });
});
