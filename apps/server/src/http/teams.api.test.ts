/**
 * Teams through the real server: team sign-up, the team host, settings, members, invitations (mail as
 * the mail job delivers it), deactivation, and cross-team access (a manager of team A gets 404 on every team B route).
 * Longer than 300 lines: one file keeps one booted server and the team fixtures (owner, invite, member) in one place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { invitations, teams } from '../db/schema.js';
import { digest, randomToken } from '../auth/tokens.js';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '../billing/test/testCards.js';
import { disconnected, join, liveSocket } from '../test/live-client.js';
import { multipartFile, TINY_PNG } from '../test/multipart.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Sockets need a real listener (the realtime re-check of deactivated members).
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await server.close(); });

const nextYear = new Date().getFullYear() + 1;
const card = (card_number = TEST_CARD_SUCCESS) => ({ card_number, cvc: '123', exp_month: '12', exp_year: String(nextYear) });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The client's requests sent to a team host (`{slug}.localhost`). */
function onHost(c: TestClient, slug: string) {
  const host = { host: `${slug}.localhost` };
  const send = (method: Method, url: string, body?: unknown) => c.request(method, url, body, host);
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    put: (url: string, body: unknown = {}) => send('PUT', url, body),
    delete: (url: string) => send('DELETE', url),
    send,
  };
}

async function newClient() {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  return { c, me };
}

/** A signed-up user who created a team (monthly, paid with the success card). */
async function teamOwner(name = 'Acme Inc') {
  const { c, me } = await newClient();
  const slug = uniqueName('team').replace(/_/g, '-');
  const response = await c.post('/api/v1/teams.json', { team: { name, slug }, subscription: { period: 'monthly', payment: card() } });
  expect(response.statusCode, response.body).toBe(201);
  return { c, me, slug, team: response.json().team, host: onHost(c, slug) };
}

/** Invites `email` from the owner's host and returns the token from the delivered mail. */
async function invite(owner: Awaited<ReturnType<typeof teamOwner>>, email: string, role = 'member') {
  const before = server.mail.filter((m) => m.to === email).length;
  const response = await owner.host.post('/api/v1/team/invitations.json', { invitation: { email, role } });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = (await server.mailTo(email, before + 1)).slice(-1);
  const link = new RegExp(`http://${owner.slug}\\.localhost(:\\d+)?/invitations/([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return { invitation: response.json().invitation, token: link![2]!, mail: mail! };
}

/** A new account that joined the owner's team through an invitation. */
async function joinedMember(owner: Awaited<ReturnType<typeof teamOwner>>, role = 'member') {
  const username = uniqueName();
  const { token } = await invite(owner, `${username}@example.test`, role);
  const c = new TestClient(server.app);
  const me = await c.signUp(username);
  const accepted = await onHost(c, owner.slug).post(`/api/v1/invitations/${token}/accept.json`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { c, me, host: onHost(c, owner.slug) };
}

describe('team sign-up', () => {
  it('creates a team with the user as owner and enterprise plan, charged seats × cost per user', async () => {
    const { c, me } = await newClient();
    const response = await c.post('/api/v1/teams.json', { team: { name: 'Globex', slug: `Globex-${me.id}` }, subscription: { period: 'yearly', payment: card() } });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.team).toMatchObject({ name: 'Globex', slug: `globex-${me.id}`, account_billing_period: 'yearly', account_cost_per_user: 150 });
    expect(body.team.url).toMatch(new RegExp(`^http://globex-${me.id}\\.localhost(:\\d+)?$`));
    expect(body.user).toMatchObject({ account_type: 'enterprise', enterprise: true, enterprise_manager: true, membership: { role: 'owner', status: 'active' } });
    expect((await c.get('/api/v1/teams.json')).json()).toMatchObject({ total: 1, results: [{ slug: `globex-${me.id}`, role: 'owner' }] });
    const details = (await c.get('/api/v1/account/details.json')).json();
    expect(details.team_billing).toMatchObject({ seats: 1, cost_per_user: 150, period: 'yearly', total: '$150/year' });
    // The first period was charged through the payment provider: a receipt on the owner's billing.
    expect((await c.get('/api/v1/account/subscription.json')).json().receipts).toHaveLength(1);
  });

  it('answers 422 with the SPEC messages for a taken or malformed slug, and a declined card creates nothing', async () => {
    const owner = await teamOwner();
    const { c } = await newClient();
    const taken = await c.post('/api/v1/teams.json', { team: { name: 'Copy', slug: owner.slug.toUpperCase() } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [MESSAGES.organizationTaken] });
    for (const [slug, message] of [['a', MESSAGES.atLeastTwoCharacters], ['a b', MESSAGES.noSpaces], ['a.b', MESSAGES.slugCharacters], ['', MESSAGES.required]]) {
      const response = await c.post('/api/v1/teams.json', { team: { name: 'X', slug } });
      expect(response.json().errors.slug, slug).toEqual([message]);
    }
    expect((await c.post('/api/v1/teams.json', { team: { name: ' ', slug: 'fine-slug-x' } })).json().errors.name).toEqual([MESSAGES.required]);
    const slug = uniqueName('declined').replace(/_/g, '-');
    const declined = await c.post('/api/v1/teams.json', { team: { name: 'Declined', slug }, subscription: { period: 'monthly', payment: card(TEST_CARD_DECLINED) } });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error).toBe(MESSAGES.cardDeclined);
    expect(await server.database.db.$count(teams, eq(teams.slug, slug))).toBe(0);
    expect((await c.get('/api/v1/teams.json')).json().total).toBe(0);
    // Signed out: no team.
    expect((await new TestClient(server.app).post('/api/v1/teams.json', { team: { name: 'X', slug: 'xx-anon' } })).statusCode).toBe(403);
  });

  it('refuses a second team for a member of one', async () => {
    const owner = await teamOwner();
    const response = await owner.c.post('/api/v1/teams.json', { team: { name: 'Second', slug: `${owner.slug}-2` } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.base).toEqual([MESSAGES.alreadyInTeam]);
  });
});

describe('team host and settings', () => {
  it('reads and saves the settings on the team host; lookup says 204 taken, 404 free', async () => {
    const owner = await teamOwner();
    const other = await teamOwner();
    expect((await owner.host.get('/api/v1/team.json')).json()).toMatchObject({ team: { slug: owner.slug, name: 'Acme Inc' }, role: 'owner' });
    const saved = await owner.host.put('/api/v1/team.json', {
      team: { name: 'Acme Labs', allow_public_decks: false, default_internal_role: 'editor', deck_templates_mode: 'disabled' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().team).toMatchObject({ name: 'Acme Labs', allow_public_decks: false, default_internal_role: 'editor', deck_templates_mode: 'disabled' });
    const clash = await owner.host.put('/api/v1/team.json', { team: { slug: other.slug } });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.slug).toEqual([MESSAGES.organizationTaken]);
    expect((await owner.host.get(`/api/v1/team/lookup.json?id=${other.slug}`)).statusCode).toBe(204);
    expect((await owner.host.get(`/api/v1/team/lookup.json?id=${owner.slug}`)).statusCode).toBe(404);
    expect((await owner.host.get('/api/v1/team/lookup.json?id=never-taken-slug')).statusCode).toBe(404);
    // Sign-up's public checks: availability for anyone, and where a slug puts a team.
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(`/api/v1/teams/lookup.json?id=${other.slug.toUpperCase()}`)).statusCode).toBe(204);
    expect((await anonymous.get('/api/v1/teams/lookup.json?id=www')).statusCode).toBe(204);
    expect((await anonymous.get('/api/v1/teams/lookup.json?id=still-free-slug')).statusCode).toBe(404);
    expect((await anonymous.get('/api/v1/teams/host.json')).json().url_template).toMatch(/^http:\/\/team-slug\.localhost(:\d+)?$/);
    // The main host works too, for the caller's own team.
    expect((await owner.c.get('/api/v1/team.json')).json().team.name).toBe('Acme Labs');
  });

  it('serves pages on the team host with the team in the bootstrap, and 404 for an unknown team host', async () => {
    const owner = await teamOwner();
    const page = await owner.host.send('GET', '/edit', undefined);
    expect(page.statusCode).toBe(200);
    const known = await owner.c.request('GET', '/', undefined, { host: `${owner.slug}.localhost`, accept: 'text/html' });
    expect(known.body).toContain(`"team_host":{"slug":"${owner.slug}"`);
    const unknown = await owner.c.request('GET', '/', undefined, { host: 'no-such-team-here.localhost', accept: 'text/html' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('"found":false');
    expect((await onHost(owner.c, 'no-such-team-here').get('/api/v1/team.json')).statusCode).toBe(404);
    expect((await onHost(owner.c, 'no-such-team-here').get('/api/v1/status.json')).statusCode).toBe(404);
  });

  it('uploads and removes a logo (sharp WebP), refusing what is not a picture', async () => {
    const owner = await teamOwner();
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const boundary = 'teamlogoboundary';
    const multipart = (bytes: Buffer, name: string) => Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (bytes: Buffer, name: string) => server.app.inject({
      method: 'POST', url: '/api/v1/team/logo.json', payload: multipart(bytes, name),
      headers: { host: `${owner.slug}.localhost`, cookie: `podium_session=${owner.c.cookie('podium_session')}; podium_csrf=${owner.c.cookie('podium_csrf')}`, 'x-csrf-token': owner.c.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const bad = await upload(Buffer.from('not a picture'), 'x.txt');
    expect(bad.statusCode, bad.body).toBe(422);
    const good = await upload(png, 'logo.png');
    expect(good.statusCode, good.body).toBe(200);
    const logoUrl = good.json().team.logo_url as string;
    expect(logoUrl).toMatch(/^\/media\/.+\.webp$/);
    const image = await server.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(512);
    const removed = await owner.host.delete('/api/v1/team/remove_logo.json');
    expect(removed.json().team.logo_url).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('e-mails a link to the team host; the invitee signs up, joins, and shows in the member list', async () => {
    const owner = await teamOwner();
    const username = uniqueName();
    const email = `${username}@example.test`;
    const { token, mail } = await invite(owner, email, 'admin');
    expect(mail.subject).toBe(MESSAGES.teamInvitationSubject);
    expect(mail.text).toContain(`The Podium user ${owner.me.username} (${owner.me.email}) invited ${email} to join the team "Acme Inc"`);
    const list = (await owner.host.get('/api/v1/team/invitations.json')).json();
    expect(list.results).toMatchObject([{ email, role: 'admin', state: 'pending' }]);
    const stranger = new TestClient(server.app);
    const shown = await onHost(stranger, owner.slug).get(`/api/v1/invitations/${token}.json`);
    expect(shown.json().invitation).toMatchObject({ state: 'pending', email, role: 'admin', team: { slug: owner.slug, name: 'Acme Inc' } });
    // Someone else signed in cannot use it.
    const { c: wrong } = await newClient();
    const refused = await wrong.post(`/api/v1/invitations/${token}/accept.json`);
    expect(refused.json().errors.base).toEqual([MESSAGES.invitationWrongAccount(email)]);

    const c = new TestClient(server.app);
    await c.signUp(username);
    const accepted = await onHost(c, owner.slug).post(`/api/v1/invitations/${token}/accept.json`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ account_type: 'enterprise', enterprise_manager: true, membership: { role: 'admin' } });
    expect((await onHost(c, owner.slug).get(`/api/v1/invitations/${token}.json`)).json().invitation.state).toBe('accepted');
    const members = (await owner.host.get('/api/v1/team/users.json')).json();
    expect(members.total).toBe(2);
    expect(members.results.map((m: { username: string }) => m.username)).toContain(username.toLowerCase());
    expect((await owner.host.get('/api/v1/team/invitations.json')).json().total).toBe(0);
    expect((await owner.c.get('/api/v1/account/details.json')).json().team_billing).toMatchObject({ seats: 2, total: '$30/month' });
  });

  it('resends the same link (the earlier mail keeps working), deletes, and says when a link expired or was deleted', async () => {
    const owner = await teamOwner();
    const email = `${uniqueName()}@example.test`;
    const first = await invite(owner, email);
    const again = await owner.host.post('/api/v1/team/invitations.json', { invitation: { email } });
    expect(again.json().errors.email).toEqual([MESSAGES.invitationPending]);
    const resent = await owner.host.post(`/api/v1/team/invitations/${first.invitation.id}/resend.json`);
    expect(resent.statusCode).toBe(200);
    const [mail] = (await server.mailTo(email, 2)).slice(-1);
    const token = /invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(token).toBe(first.token);
    expect((await owner.host.get(`/api/v1/invitations/${first.token}.json`)).json().invitation.state).toBe('pending');

    await server.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, first.invitation.id));
    expect((await owner.host.get(`/api/v1/invitations/${token}.json`)).json().invitation.state).toBe('expired');
    const invitee = new TestClient(server.app);
    await invitee.signUp(email.split('@')[0]);
    expect((await invitee.post(`/api/v1/invitations/${token}/accept.json`)).json().errors.base).toEqual([MESSAGES.invitationExpired]);

    expect((await owner.host.delete(`/api/v1/team/invitations/${first.invitation.id}.json`)).statusCode).toBe(204);
    expect((await owner.host.get(`/api/v1/invitations/${token}.json`)).json().invitation.state).toBe('deleted');
    expect((await invitee.post(`/api/v1/invitations/${token}/accept.json`)).json().errors.base).toEqual([MESSAGES.invitationDeleted]);
    const bad = await owner.host.post('/api/v1/team/invitations.json', { invitation: { email: 'nope' } });
    expect(bad.json().errors.email).toEqual([MESSAGES.invalidEmail]);
  });

  it('a link minted otherwise (before links were derived, or under another server secret) still opens the invitation after a resend', async () => {
    const owner = await teamOwner();
    const email = `${uniqueName()}@example.test`;
    const first = await invite(owner, email, 'admin');
    // The first mail's link is one the server cannot derive again.
    const earlier = randomToken();
    await server.database.db.update(invitations).set({ tokenDigest: digest(earlier) }).where(eq(invitations.id, first.invitation.id));
    expect((await owner.host.post(`/api/v1/team/invitations/${first.invitation.id}/resend.json`)).statusCode).toBe(200);
    const [mail] = (await server.mailTo(email, 2)).slice(-1);
    const current = /invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(current).not.toBe(earlier);
    for (const token of [earlier, current]) {
      const shown = await onHost(new TestClient(server.app), owner.slug).get(`/api/v1/invitations/${token}.json`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().invitation).toMatchObject({ state: 'pending', email, role: 'admin' });
    }

    const invitee = new TestClient(server.app);
    await invitee.signUp(email.split('@')[0]);
    const accepted = await onHost(invitee, owner.slug).post(`/api/v1/invitations/${earlier}/accept.json`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ membership: { role: 'admin' } });
    for (const token of [earlier, current]) {
      expect((await owner.host.get(`/api/v1/invitations/${token}.json`)).json().invitation.state).toBe('accepted');
    }
  });
});

describe('members', () => {
  it('changes roles (the owner role is the owners\' to give) and keeps one active owner', async () => {
    const owner = await teamOwner();
    const admin = await joinedMember(owner, 'admin');
    const member = await joinedMember(owner);
    const promote = await owner.host.put(`/api/v1/team/users/${member.me.id}.json`, { user: { role: 'admin' } });
    expect(promote.json().user).toMatchObject({ role: 'admin' });
    const byAdmin = await admin.host.put(`/api/v1/team/users/${member.me.id}.json`, { user: { role: 'owner' } });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe(MESSAGES.teamOwnersOnly);
    const lastOwner = await owner.host.put(`/api/v1/team/users/${owner.me.id}.json`, { user: { role: 'member' } });
    expect(lastOwner.json().errors.base).toEqual([MESSAGES.lastOwner]);
    const search = (await owner.host.get(`/api/v1/team/users/search.json?q=${member.me.username.slice(0, 12)}`)).json();
    expect(search.results.map((m: { id: number }) => m.id)).toContain(member.me.id);
    // A plain member reads the team and its decks, but manages nothing.
    await owner.host.put(`/api/v1/team/users/${member.me.id}.json`, { user: { role: 'member' } });
    expect((await member.host.get('/api/v1/team.json')).statusCode).toBe(200);
    expect((await member.host.get('/api/v1/team/decks.json')).statusCode).toBe(200);
    for (const [method, url] of [['GET', '/api/v1/team/users.json'], ['PUT', '/api/v1/team.json'], ['GET', '/api/v1/team/invitations.json']] as const) {
      expect((await member.host.send(method, url, method === 'GET' ? undefined : { team: { name: 'Hacked' } })).statusCode, url).toBe(403);
    }
  });

  it('deactivation ends the member\'s sessions and refuses sign-in; reactivation restores access; decks stay', async () => {
    const owner = await teamOwner();
    const member = await joinedMember(owner);
    const deck = await member.c.post('/api/v1/decks.json', { deck: { title: 'Team plan', visibility: 'team' } });
    expect(deck.statusCode, deck.body).toBe(201);
    expect((await owner.host.get('/api/v1/team/decks.json')).json().results.map((d: { title: string }) => d.title)).toEqual(['Team plan']);
    expect((await owner.host.post(`/api/v1/team/users/${owner.me.id}/deactivate.json`)).json().errors.base).toEqual([MESSAGES.notYourself]);

    // The member has the deck's live stream open: deactivation closes the socket at once.
    const socket = await liveSocket(server.app, member.c);
    expect((await join(socket, deck.json().deck.id)).ok).toBe(true);
    const closed = disconnected(socket);

    const off = await owner.host.post(`/api/v1/team/users/${member.me.id}/deactivate.json`);
    expect(await closed).toBe('io server disconnect');
    socket.close();
    expect(off.json().user).toMatchObject({ status: 'deactivated' });
    expect((await member.c.get('/api/v1/status.json')).json()).toEqual({ user_signed_in: false });
    const again = new TestClient(server.app);
    await again.open();
    const signIn = await onHost(again, owner.slug).post('/users/sign_in', { user: { email: member.me.email, password: member.me.password } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().errors.base).toEqual([MESSAGES.accountDeactivated]);
    expect((await owner.host.get('/api/v1/team/users.json')).json().total).toBe(2);

    const on = await owner.host.post(`/api/v1/team/users/${member.me.id}/reactivate.json`);
    expect(on.json().user).toMatchObject({ status: 'active' });
    const back = await onHost(again, owner.slug).post('/users/sign_in', { user: { email: member.me.email, password: member.me.password } });
    expect(back.statusCode, back.body).toBe(200);
    expect((await onHost(again, owner.slug).get('/api/v1/team/decks.json')).json().total).toBe(1);
  });

  it('creates an account straight into the team and removes a member (the account stays, on the free plan)', async () => {
    const owner = await teamOwner();
    const username = uniqueName();
    const created = await owner.host.post('/api/v1/team/users.json', { user: { username, email: `${username}@example.test`, password: 'secret123', role: 'member' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().user.id as number;
    expect((await owner.host.delete(`/api/v1/team/users/${id}.json`)).statusCode).toBe(204);
    expect((await owner.host.get('/api/v1/team/users.json')).json().total).toBe(1);
    const c = new TestClient(server.app);
    await c.open();
    const signIn = await c.post('/users/sign_in', { user: { email: username, password: 'secret123' } });
    expect(signIn.json().user).toMatchObject({ account_type: 'default', team: null });
  });
});

describe("a team member's new deck", () => {
  it("starts as the team's (not on her public profile nor explore); public only when chosen and the team allows it", async () => {
    const owner = await teamOwner();
    const member = await joinedMember(owner);
    const created = await member.c.post('/api/v1/decks.json', { deck: { title: 'Draft for the team' } });
    expect(created.statusCode, created.body).toBe(201);
    const deck = created.json().deck as { id: number; visibility: string };
    expect(deck.visibility).toBe('team');

    const stranger = new TestClient(server.app);
    await stranger.open();
    expect((await stranger.get(`/api/v1/decks.json?username=${member.me.username}`)).json().total).toBe(0);
    const explored = (await stranger.get('/api/v1/explore.json?section=recent')).json().results.map((d: { id: number }) => d.id);
    expect(explored).not.toContain(deck.id);
    expect((await stranger.get(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(404);
    expect((await owner.host.get('/api/v1/team/decks.json')).json().results.map((d: { id: number }) => d.id)).toContain(deck.id);

    const chosen = await member.c.post('/api/v1/decks.json', { deck: { title: 'For everyone', visibility: 'all' } });
    expect(chosen.json().deck.visibility).toBe('all');
    expect((await owner.host.put('/api/v1/team.json', { team: { allow_public_decks: false } })).statusCode).toBe(200);
    const refused = await member.c.post('/api/v1/decks.json', { deck: { title: 'Not allowed', visibility: 'all' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.publicDecksDisabled);
    const made = await member.c.put(`/api/v1/decks/${deck.id}.json`, { deck: { visibility: 'all', version: 1 } });
    expect(made.statusCode).toBe(403);
  });
});

describe('cross-team access', () => {
  it('a manager of team A gets 404 on every team B route', async () => {
    const a = await teamOwner('Team A');
    const b = await teamOwner('Team B');
    const bMember = await joinedMember(b);
    const { invitation } = await invite(b, `${uniqueName()}@example.test`);
    const { payload, contentType } = multipartFile('file', 'b.png', 'image/png', TINY_PNG);
    const uploaded = await b.c.request('POST', '/api/v1/team/media.json', undefined, { host: `${b.slug}.localhost`, 'content-type': contentType }, { raw: payload as unknown as string });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const medium = uploaded.json().media as { id: number };
    const tag = (await b.host.post('/api/v1/team/tags.json', { tag: { name: 'B only' } })).json().tag as { id: number };
    const onB = onHost(a.c, b.slug);
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/v1/team.json'],
      ['PUT', '/api/v1/team.json', { team: { name: 'Taken over' } }],
      ['GET', '/api/v1/team/lookup.json?id=x'],
      ['DELETE', '/api/v1/team/remove_logo.json'],
      ['GET', '/api/v1/team/search.json?q=deck'],
      ['GET', '/api/v1/team/decks.json'],
      ['GET', '/api/v1/team/users.json'],
      ['GET', '/api/v1/team/users/search.json?q=a'],
      ['POST', '/api/v1/team/users.json', { user: { username: uniqueName(), email: `${uniqueName()}@example.test`, password: 'secret123' } }],
      ['PUT', `/api/v1/team/users/${bMember.me.id}.json`, { user: { role: 'admin' } }],
      ['DELETE', `/api/v1/team/users/${bMember.me.id}.json`],
      ['POST', `/api/v1/team/users/${bMember.me.id}/deactivate.json`],
      ['POST', `/api/v1/team/users/${bMember.me.id}/reactivate.json`],
      ['GET', '/api/v1/team/invitations.json'],
      ['POST', '/api/v1/team/invitations.json', { invitation: { email: `${uniqueName()}@example.test` } }],
      ['DELETE', `/api/v1/team/invitations/${invitation.id}.json`],
      ['POST', `/api/v1/team/invitations/${invitation.id}/resend.json`],
      ['GET', '/api/v1/team/media.json'],
      ['POST', '/api/v1/team/media.json', {}],
      ['GET', `/api/v1/team/media/${medium.id}.json`],
      ['PUT', `/api/v1/team/media/${medium.id}.json`, { media: { label: 'Taken over' } }],
      ['DELETE', `/api/v1/team/media/${medium.id}.json?force=true`],
      ['GET', '/api/v1/team/tags.json'],
      ['POST', '/api/v1/team/tags.json', { tag: { name: 'Ours' } }],
      ['PUT', `/api/v1/team/tags/${tag.id}.json`, { tag: { name: 'Ours' } }],
      ['DELETE', `/api/v1/team/tags/${tag.id}.json`],
      ['POST', `/api/v1/team/tags/${tag.id}/add_media.json`, { media_ids: [medium.id] }],
      ['POST', `/api/v1/team/tags/${tag.id}/remove_media.json`, { media_ids: [medium.id] }],
    ];
    for (const [method, url, body] of routes) {
      const response = await onB.send(method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    // B's member and invitation ids mean nothing on A's own host either.
    for (const [method, url, body] of routes.filter(([, url]) => /\/\d+/.test(url))) {
      expect((await a.host.send(method, url, body)).statusCode, `A host ${method} ${url}`).toBe(404);
    }
    // Signed out: sign-in first, never a team.
    expect((await onHost(new TestClient(server.app), b.slug).get('/api/v1/team.json')).statusCode).toBe(401);
    // Nothing changed in B.
    expect((await b.host.get('/api/v1/team.json')).json().team.name).toBe('Team B');
    expect((await b.host.get('/api/v1/team/users.json')).json().total).toBe(2);
    expect((await b.host.get('/api/v1/team/invitations.json')).json().total).toBe(1);
    expect((await b.host.get('/api/v1/team/media.json')).json()).toMatchObject({ total: 1, results: [{ id: medium.id, label: 'b.png' }] });
    expect((await b.host.get('/api/v1/team/tags.json')).json()).toMatchObject({ total: 1, results: [{ id: tag.id, name: 'B only' }] });
  });
});
