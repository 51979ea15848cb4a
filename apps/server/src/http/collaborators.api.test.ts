// Deck collaborators (SPEC §3 DeckUser, §6 roles, §7 Deck users): invite by username or e-mail, roles,
// invitations accepted by signing up or through the link, shared with me, self actions, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATOR_MESSAGES, MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { eq } from 'drizzle-orm';
import { deckUsers } from '../db/schema.js';
import { digest, randomToken } from '../auth/tokens.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const users = (c: TestClient, id: number) => c.get(`/api/v1/decks/${id}/users.json`);
const invite = (c: TestClient, id: number, deckUser: Record<string, unknown>) => c.post(`/api/v1/decks/${id}/users.json`, { deck_user: deckUser });

async function signedUp() {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  return { c, me };
}

describe('deck users', () => {
  it('invites by username, lists, changes the role and removes; the role applies to the private deck at once', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self', title: 'Private plan' });
    const { c: ana, me: anaUser } = await signedUp();
    expect((await ana.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);

    const created = await invite(owner, deck.id, { username: anaUser.username.toUpperCase(), role: 'viewer' });
    expect(created.statusCode).toBe(201);
    expect(created.json().deck_user).toMatchObject({
      user_id: anaUser.id, key: String(anaUser.id), username: anaUser.username, role: 'viewer', status: 'disconnected',
      editing: false, active: false, pending: false,
    });
    // Ana is told by e-mail and can now read, but not edit.
    await server.mailTo(anaUser.email);
    expect((await ana.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(200);
    expect((await ana.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'viewer' });
    expect((await ana.put(`/api/v1/decks/${deck.id}`, { deck: { version: deck.version, title: 'Mine' } })).statusCode).toBe(403);

    const listed = (await users(owner, deck.id)).json();
    expect(listed).toMatchObject({ total: 1, can_manage: true });
    expect(listed.results[0].username).toBe(anaUser.username);

    const promoted = await owner.put(`/api/v1/decks/${deck.id}/users/${anaUser.id}.json`, { deck_user: { role: 'editor' } });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().deck_user.role).toBe('editor');
    const saved = await ana.put(`/api/v1/decks/${deck.id}`, { deck: { version: deck.version, title: 'Edited by Ana' } });
    expect(saved.statusCode).toBe(200);
    expect((await ana.get(`/api/v1/decks/${deck.id}/users/${anaUser.id}.json`)).json().deck_user.role).toBe('editor');
    // An editor sees the list but cannot manage it.
    expect((await users(ana, deck.id)).json().can_manage).toBe(false);
    expect((await invite(ana, deck.id, { username: 'someone', role: 'viewer' })).statusCode).toBe(403);
    expect((await ana.put(`/api/v1/decks/${deck.id}/users/${anaUser.id}.json`, { deck_user: { role: 'admin' } })).statusCode).toBe(403);

    expect((await owner.delete(`/api/v1/decks/${deck.id}/users/${anaUser.id}.json`)).statusCode).toBe(200);
    expect((await ana.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);
    expect((await users(owner, deck.id)).json().total).toBe(0);
  });

  it('validates the invitation with clear messages and 4xx, never 500', async () => {
    const { c: owner, me, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const { me: bo } = await signedUp();
    const field = async (body: Record<string, unknown>, name = 'username') => {
      const response = await invite(owner, deck.id, body);
      expect(response.statusCode).toBe(422);
      return response.json().errors[name][0];
    };
    expect(await field({ username: '  ', role: 'editor' })).toBe(COLLABORATOR_MESSAGES.usernameOrEmailRequired);
    expect(await field({ username: 'nobody-here-' + uniqueName(), role: 'editor' })).toBe(COLLABORATOR_MESSAGES.noSuchUser);
    expect(await field({ email: 'not@an', role: 'editor' }, 'email')).toBe(MESSAGES.invalidEmail);
    expect(await field({ username: me.username, role: 'editor' })).toBe(COLLABORATOR_MESSAGES.ownerIsNotCollaborator);
    expect((await invite(owner, deck.id, { username: bo.username, role: 'owner' })).statusCode).toBe(422);
    expect((await invite(owner, deck.id, { username: bo.username, role: 'editor' })).statusCode).toBe(201);
    expect(await field({ email: bo.email.toUpperCase(), role: 'viewer' }, 'email')).toBe(COLLABORATOR_MESSAGES.alreadyCollaborator);
    expect((await owner.put(`/api/v1/decks/${deck.id}/users/${bo.id}.json`, { deck_user: { role: 'boss' } })).statusCode).toBe(422);
    expect((await owner.put(`/api/v1/decks/${deck.id}/users/999999999.json`, { deck_user: { role: 'viewer' } })).statusCode).toBe(404);
    expect((await owner.get(`/api/v1/decks/${deck.id}/users/abc.json`)).statusCode).toBe(404);
    expect((await owner.get(`/api/v1/decks/${deck.id}/users/99999999999999.json`)).statusCode).toBe(404);
    expect((await owner.post(`/api/v1/decks/${deck.id}/users.json`, 'nonsense')).statusCode).toBeLessThan(500);
  });

  it('e-mails an invitation to an address without an account; signing up with it grants the role', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self', title: 'Budget <2027>' });
    const username = uniqueName();
    const email = `${username}@example.test`;
    const created = await invite(owner, deck.id, { email: ` ${email.toUpperCase()} `, role: 'presenter' });
    expect(created.statusCode).toBe(201);
    expect(created.json().deck_user).toMatchObject({ user_id: null, pending: true, email, role: 'presenter' });
    const [mail] = await server.mailTo(email);
    expect(mail!.subject).toBe(COLLABORATOR_MESSAGES.invitationSubject('Budget <2027>'));
    expect(mail!.text).toMatch(new RegExp(`${server.config.publicUrl}/deck_invitations/[A-Za-z0-9_-]{40,}`));
    expect(mail!.html).toContain('Budget &lt;2027&gt;');

    const newcomer = new TestClient(server.app);
    await newcomer.signUp(username);
    expect((await newcomer.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'presenter' });
    const shared = (await newcomer.get('/api/v1/decks/shared_with_me.json')).json();
    expect(shared.total).toBe(1);
    expect(shared.results[0]).toMatchObject({ id: deck.id, role: 'presenter', title: 'Budget <2027>' });
    // The used link opens the deck for the one it became a role of, and for no one else.
    const token = /deck_invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const again = await newcomer.post(`/api/v1/deck_invitations/${token}/accept.json`);
    expect(again.statusCode).toBe(200);
    expect(again.json().deck).toMatchObject({ id: deck.id, path: expect.stringMatching(new RegExp(`/${deck.slug}$`)) });
    const { c: other } = await signedUp();
    expect((await other.post(`/api/v1/deck_invitations/${token}/accept.json`)).statusCode).toBe(404);
  });

  it('following the link and signing in as another account accepts it; pending invitations are for managers only', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const email = `${uniqueName()}@elsewhere.test`;
    const created = (await invite(owner, deck.id, { username: email, role: 'editor' })).json().deck_user;
    const { c: carla, me: carlaUser } = await signedUp();
    const [mail] = await server.mailTo(email);
    const token = /deck_invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;

    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.post(`/api/v1/deck_invitations/${token}/accept.json`)).statusCode).toBe(401);
    expect((await carla.post(`/api/v1/deck_invitations/not-a-real-token-at-all/accept.json`)).statusCode).toBe(404);
    const accepted = await carla.post(`/api/v1/deck_invitations/${token}/accept.json`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().deck.id).toBe(deck.id);
    expect((await carla.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'editor' });
    // The invitation row became Carla's: no pending row is left, and a withdrawn invitation key is gone.
    const list = (await users(owner, deck.id)).json().results;
    expect(list).toEqual([expect.objectContaining({ user_id: carlaUser.id, pending: false })]);
    expect((await owner.delete(`/api/v1/decks/${deck.id}/users/${created.key}.json`)).statusCode).toBe(404);
  });

  it('inviting a pending address again resends the same link: the earlier mail keeps working, with the new role', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const username = uniqueName();
    const email = `${username}@elsewhere.test`;
    const created = (await invite(owner, deck.id, { email, role: 'viewer' })).json().deck_user;
    const resent = await invite(owner, deck.id, { email: email.toUpperCase(), role: 'editor' });
    expect(resent.statusCode).toBeLessThan(300);
    expect(resent.json().deck_user).toMatchObject({ key: created.key, pending: true, role: 'editor' });
    const mails = await server.mailTo(email, 2);
    const tokens = mails.map((mail) => /deck_invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]);
    expect(tokens[1]).toBe(tokens[0]);
    expect((await users(owner, deck.id)).json().total).toBe(1);

    const { c: dana } = await signedUp();
    const accepted = await dana.post(`/api/v1/deck_invitations/${tokens[0]}/accept.json`);
    expect(accepted.statusCode).toBe(200);
    expect((await dana.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'editor' });
  });

  it('a link minted otherwise (before links were derived, or under another server secret) still opens the invitation after a resend', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const email = `${uniqueName()}@elsewhere.test`;
    await invite(owner, deck.id, { email, role: 'viewer' });
    // The first mail's link is one the server cannot derive again.
    const earlier = randomToken();
    await server.database.db.update(deckUsers).set({ inviteTokenHash: digest(earlier) }).where(eq(deckUsers.email, email));
    expect((await invite(owner, deck.id, { email, role: 'editor' })).statusCode).toBeLessThan(300);
    const [, resent] = await server.mailTo(email, 2);
    const current = /deck_invitations\/([A-Za-z0-9_-]+)/.exec(resent!.text)![1]!;
    expect(current).not.toBe(earlier);

    const { c: dana } = await signedUp();
    const accepted = await dana.post(`/api/v1/deck_invitations/${earlier}/accept.json`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().deck).toMatchObject({ id: deck.id });
    expect((await dana.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'editor' });
    // Dana following the latest mail's link afterwards is taken to the deck, not told the invitation is gone.
    const followed = await dana.post(`/api/v1/deck_invitations/${current}/accept.json`);
    expect(followed.statusCode).toBe(200);
    expect(followed.json().deck).toMatchObject({ id: deck.id });
    // One invitation, used once: neither link gives it to anyone else.
    const { c: eve } = await signedUp();
    expect((await eve.post(`/api/v1/deck_invitations/${current}/accept.json`)).statusCode).toBe(404);
    expect((await eve.post(`/api/v1/deck_invitations/${earlier}/accept.json`)).statusCode).toBe(404);
    expect((await users(owner, deck.id)).json().total).toBe(1);
  });

  it('withdraws a pending invitation by its key', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const email = `${uniqueName()}@example.test`;
    const created = (await invite(owner, deck.id, { email, role: 'viewer' })).json().deck_user;
    expect(created.key).toMatch(/^invitation-\d+$/);
    expect((await owner.get(`/api/v1/decks/${deck.id}/users/${created.key}.json`)).json().deck_user.email).toBe(email);
    expect((await owner.put(`/api/v1/decks/${deck.id}/users/${created.key}.json`, { deck_user: { role: 'admin' } })).json().deck_user.role).toBe('admin');
    expect((await owner.delete(`/api/v1/decks/${deck.id}/users/${created.key}.json`)).statusCode).toBe(200);
    expect((await users(owner, deck.id)).json().total).toBe(0);
  });

  it('an admin collaborator manages collaborators; self actions: become_editor, update_last_seen_at, leave_deck', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const { c: admin, me: adminUser } = await signedUp();
    const { c: viewer, me: viewerUser } = await signedUp();
    await invite(owner, deck.id, { username: adminUser.username, role: 'admin' });
    expect((await invite(admin, deck.id, { username: viewerUser.username, role: 'viewer' })).statusCode).toBe(201);
    expect((await admin.post(`/api/v1/decks/${deck.id}/make_collaborative.json`)).json()).toEqual({ deck: { id: deck.id, collaborative: true } });
    expect((await viewer.post(`/api/v1/decks/${deck.id}/make_collaborative.json`)).statusCode).toBe(403);

    // A viewer may not become the editor; the admin may, and their row says so.
    expect((await viewer.post(`/api/v1/decks/${deck.id}/users/become_editor.json`)).statusCode).toBe(403);
    const became = await admin.post(`/api/v1/decks/${deck.id}/users/become_editor.json`);
    expect(became.json().deck_user).toMatchObject({ user_id: adminUser.id, editing: true, active: true, status: 'viewing' });
    const seen = await viewer.put(`/api/v1/decks/${deck.id}/users/update_last_seen_at.json`);
    expect(seen.statusCode).toBe(200);
    expect(Date.parse(seen.json().deck_user.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
    // The owner is no collaborator: no row to touch, and no leaving their own deck.
    expect((await owner.post(`/api/v1/decks/${deck.id}/users/update_last_seen_at.json`)).json()).toEqual({ deck_user: null });
    expect((await owner.post(`/api/v1/decks/${deck.id}/users/leave_deck.json`)).statusCode).toBe(422);

    expect((await viewer.delete(`/api/v1/decks/${deck.id}/users/leave_deck.json`)).statusCode).toBe(200);
    expect((await viewer.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);
    expect((await viewer.get('/api/v1/decks/shared_with_me.json')).json().total).toBe(0);
  });

  it("role.json gives managers the owner's plan, by which an admin on a free plan shares the pro owner's deck", async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const { c: admin, me: adminUser } = await signedUp();
    const { c: editor, me: editorUser } = await signedUp();
    await invite(owner, deck.id, { username: adminUser.username, role: 'admin' });
    await invite(owner, deck.id, { username: editorUser.username, role: 'editor' });
    const manage = { owner_plan: { account_type: 'pro', manually_upgraded: false }, team_allows_public_decks: true };
    expect((await owner.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'owner', manage });
    expect((await admin.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'admin', manage });
    expect((await editor.get(`/api/v1/decks/${deck.id}/role.json`)).json()).toEqual({ role: 'editor' });

    // What the owner's plan allows is what the admin's dialog offers, and the server agrees.
    const link = await admin.post(`/api/v1/decks/${deck.id}/access_tokens.json`, { access_token: { name: 'Board' } });
    expect(link.statusCode).toBe(201);
    expect((await editor.get(`/api/v1/decks/${deck.id}/access_tokens.json`)).statusCode).toBe(404);
    expect((await admin.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'all' })).json().deck.visibility).toBe('all');
  });
});
