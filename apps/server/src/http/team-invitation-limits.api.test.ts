/**
 * Team invitation e-mails are no mail relay: new and resent invitations are limited per team and per address, and
 * the mail says plainly who (username and address as stored) invited whom to which team, and that it can be ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY, TEAM_INVITATION_MAILS_PER_HOUR, TEAM_NAME_MAX } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/** A new user who created a team (no subscription: team sign-up costs nothing up front) and whose display name is a lure. */
async function teamOwner(name = 'Acme Inc') {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  expect((await c.put('/api/v1/users.json', { user: { name: 'Your Bank Security Team' } })).statusCode).toBe(200);
  const slug = uniqueName('team').replace(/_/g, '-');
  const created = await c.post('/api/v1/teams.json', { team: { name, slug } });
  expect(created.statusCode, created.body).toBe(201);
  const host = { host: `${slug}.localhost` };
  return {
    me,
    invite: (email: string) => c.request('POST', '/api/v1/team/invitations.json', { invitation: { email } }, host),
    resend: (id: number) => c.request('POST', `/api/v1/team/invitations/${id}/resend.json`, {}, host),
  };
}

const address = () => `${uniqueName()}@example.test`;
const mailsTo = (email: string) => server.mail.filter((m) => m.to === email).length;

describe('team invitation e-mails', () => {
  it(`stop at ${TEAM_INVITATION_MAILS_PER_HOUR} an hour per team, new and resent alike`, async () => {
    const owner = await teamOwner();
    const first = await owner.invite(address());
    expect(first.statusCode).toBe(201);
    for (let sent = 1; sent < TEAM_INVITATION_MAILS_PER_HOUR; sent += 1) {
      expect((await owner.invite(address())).statusCode).toBe(201);
    }
    const refused = address();
    const more = await owner.invite(refused);
    expect(more.statusCode).toBe(429);
    expect(more.json().error).toBe(MESSAGES.teamInvitationsPerHour);
    const resent = await owner.resend(first.json().invitation.id);
    expect(resent.statusCode).toBe(429);
    expect(mailsTo(refused)).toBe(0);
    // Another team's budget is its own.
    expect((await (await teamOwner()).invite(address())).statusCode).toBe(201);
  });

  it(`stop at ${TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY} a day per address, from every team together`, async () => {
    const target = address();
    const owner = await teamOwner();
    const invited = await owner.invite(target);
    expect(invited.statusCode).toBe(201);
    for (let sent = 1; sent < TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY; sent += 1) {
      expect((await owner.resend(invited.json().invitation.id)).statusCode).toBe(200);
    }
    const again = await owner.resend(invited.json().invitation.id);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe(MESSAGES.teamInvitationsPerAddress);
    const elsewhere = await (await teamOwner()).invite(target);
    expect(elsewhere.statusCode).toBe(429);
    await server.mailTo(target, TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY);
    expect(mailsTo(target)).toBe(TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY);
  });

  it('name the inviter by username and address, quote the team, say who is invited and that it can be ignored', async () => {
    const owner = await teamOwner('Acme "Ops"');
    const target = address();
    expect((await owner.invite(target)).statusCode).toBe(201);
    const [mail] = await server.mailTo(target, 1);
    expect(mail!.subject).toBe(MESSAGES.teamInvitationSubject);
    expect(mail!.text).toContain(`The Podium user ${owner.me.username} (${owner.me.email}) invited ${target} to join the team "Acme "Ops"" on Podium as member.`);
    expect(mail!.text).toContain('If you do not know this person or did not expect this invitation, ignore this e-mail');
    // The display name is the inviter's own choice: it could pose as anyone, so it is not what names them.
    expect(mail!.text).not.toContain('Your Bank Security Team');
    expect(mail!.html).not.toContain('Your Bank Security Team');
  });

  it('refuse a team name longer than the cap', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const slug = uniqueName('team').replace(/_/g, '-');
    const created = await c.post('/api/v1/teams.json', { team: { name: 'x'.repeat(TEAM_NAME_MAX + 1), slug } });
    expect(created.statusCode).toBe(422);
  });
});
