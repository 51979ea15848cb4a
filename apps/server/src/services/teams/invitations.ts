/**
 * team/invitations (SPEC §4: created, resent, deleted; §7) and the invitation show page (SPEC §2). The e-mailed link
 * is `{team host}/invitations/{token}`; only the token's digest is stored. The token is derived from the invitation's
 * id under the server secret, so a resend mails the same link again (the earlier mail's link keeps working) and starts
 * a new week; a link that could not be derived again is kept as an earlier link of the same invitation
 * (earlierInvitationLinks.ts). Deleted, accepted and expired invitations stay, so their link says which.
 * Invitation e-mails (new and resent) are limited per team and per address, so a team is no mail relay.
 */
import { and, desc, eq, isNull, gt, type SQL } from 'drizzle-orm';
import {
  INVITATION_TTL_MS, MESSAGES, TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY, TEAM_INVITATION_MAILS_PER_HOUR, TEAM_ROLE_NAMES,
  normalizeSlug, validateEmail,
  type CreateInvitationInput, type InvitationShowJson,
} from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { invitations, memberships, teams, users, type InvitationRow, type TeamRow } from '../../db/schema.js';
import { Invalid, LimitReached, NotFound, SignInRequired } from '../../domain/errors.js';
import { digest, randomToken, invitationToken } from '../../auth/tokens.js';
import { teamInvitationMail } from '../../mail/templates.js';
import { invitationState } from '../../presenters/team.js';
import { assertCan } from '../../auth/policies.js';
import { joinTeam, type MemberRow } from './members.js';
import { teamScope, teamUrlOf, type TeamScope } from './teamScope.js';
import { invitationOfEarlierLink, keepEarlierLink } from '../sharing/earlierInvitationLinks.js';

/** The team's invitations, newest first (pending, expired, accepted; deleted ones are gone from the list). */
export async function listInvitations({ ctx, hostTeam }: { ctx: ServiceContext; hostTeam: TeamRow | null }): Promise<InvitationRow[]> {
  const { team } = await teamScope(ctx, hostTeam, 'manage');
  return ctx.db.select().from(invitations)
    .where(and(eq(invitations.teamId, team.id), isNull(invitations.deletedAt), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** Invites an e-mail address with a role and sends the mail. */
export async function createInvitation({ ctx, hostTeam, input }: { ctx: ServiceContext; hostTeam: TeamRow | null; input: CreateInvitationInput['invitation'] }): Promise<InvitationRow> {
  const scope = await teamScope(ctx, hostTeam, 'manage');
  if (input.role === 'owner') assertCan(scope.viewer, 'own', { kind: 'team', teamId: scope.team.id });
  const email = input.email.trim().toLowerCase();
  const emailError = validateEmail(email);
  if (emailError) throw Invalid.field('email', emailError);
  const [existing] = await ctx.db.select({ teamId: memberships.teamId }).from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id)).where(eq(users.email, email)).limit(1);
  if (existing) throw Invalid.field('email', existing.teamId === scope.team.id ? MESSAGES.alreadyMember : MESSAGES.memberOfOtherTeam);
  const pending = await ctx.db.$count(invitations, and(eq(invitations.teamId, scope.team.id), eq(invitations.email, email),
    isNull(invitations.deletedAt), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())));
  if (pending) throw Invalid.field('email', MESSAGES.invitationPending);
  await assertMailBudget(ctx, scope.team.id, email);
  const row = await ctx.db.transaction(async (tx) => {
    // The token needs the row's id: a random digest that no link carries holds the place until the id is known.
    const [inserted] = await tx.insert(invitations).values({
      teamId: scope.team.id, email, role: input.role, tokenDigest: digest(randomToken()), invitedById: scope.viewer.user.id,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    }).returning();
    const [saved] = await tx.update(invitations).set({ tokenDigest: digest(invitationToken(ctx.config, 'team', inserted!.id)) })
      .where(eq(invitations.id, inserted!.id)).returning();
    return saved!;
  });
  await sendInvitation(ctx, scope, row, invitationToken(ctx.config, 'team', row.id));
  return row;
}

/**
 * Sends the invitation again, valid for another week, with the same link as before: the earlier mail keeps working.
 * (A link minted before tokens were derived, or under another server secret, cannot be mailed again: the derived one
 * is mailed, and the earlier one still opens this invitation.)
 */
export async function resendInvitation({ ctx, hostTeam, id }: { ctx: ServiceContext; hostTeam: TeamRow | null; id: number }): Promise<InvitationRow> {
  const scope = await teamScope(ctx, hostTeam, 'manage');
  const invitation = await invitationOf(ctx, scope, id);
  if (invitation.acceptedAt) throw Invalid.field('base', MESSAGES.invitationAccepted);
  if (invitation.role === 'owner') assertCan(scope.viewer, 'own', { kind: 'team', teamId: scope.team.id });
  await assertMailBudget(ctx, scope.team.id, invitation.email);
  const token = invitationToken(ctx.config, 'team', invitation.id);
  const row = await ctx.db.transaction(async (tx) => {
    await keepEarlierLink(tx, { invitationId: invitation.id }, invitation.tokenDigest, digest(token));
    const [updated] = await tx.update(invitations).set({
      tokenDigest: digest(token), sentAt: new Date(), expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    }).where(eq(invitations.id, invitation.id)).returning();
    return updated;
  });
  await sendInvitation(ctx, scope, row!, token);
  return row!;
}

/** Withdraws an invitation: its link then says so. */
export async function deleteInvitation({ ctx, hostTeam, id }: { ctx: ServiceContext; hostTeam: TeamRow | null; id: number }): Promise<void> {
  const scope = await teamScope(ctx, hostTeam, 'manage');
  const invitation = await invitationOf(ctx, scope, id);
  await ctx.db.update(invitations).set({ deletedAt: new Date() }).where(eq(invitations.id, invitation.id));
}

/** What the invitation link shows to anyone holding it. */
export async function showInvitation({ ctx, token }: { ctx: ServiceContext; token: string }): Promise<InvitationShowJson> {
  const { invitation, team } = await byToken(ctx, token);
  return {
    state: invitationState(invitation), email: invitation.email, role: invitation.role,
    team: { name: team.name ?? team.slug, slug: team.slug, logo_url: team.logoUrl, url: teamUrlOf(ctx.config, team.slug) },
  };
}

/** The signed-in invitee joins the team. The account's e-mail must be the invited address. */
export async function acceptInvitation({ ctx, token }: { ctx: ServiceContext; token: string }): Promise<{ member: MemberRow; team: TeamRow }> {
  if (!ctx.user) throw new SignInRequired();
  const { invitation, team } = await byToken(ctx, token);
  const state = invitationState(invitation);
  if (state === 'deleted') throw Invalid.field('base', MESSAGES.invitationDeleted);
  if (state === 'accepted') throw Invalid.field('base', MESSAGES.invitationAccepted);
  if (state === 'expired') throw Invalid.field('base', MESSAGES.invitationExpired);
  if (ctx.user.email !== invitation.email) throw Invalid.field('base', MESSAGES.invitationWrongAccount(invitation.email));
  if (await ctx.db.$count(memberships, eq(memberships.userId, ctx.user.id))) throw Invalid.field('base', MESSAGES.memberOfOtherTeam);
  // Claim first, so two accepts of one link cannot both join.
  const claimed = await ctx.db.update(invitations).set({ acceptedAt: new Date(), acceptedById: ctx.user.id })
    .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt), isNull(invitations.deletedAt))).returning({ id: invitations.id });
  if (!claimed.length) throw Invalid.field('base', MESSAGES.invitationAccepted);
  return { member: await joinTeam(ctx, team.id, ctx.user, invitation.role), team };
}

/** The invitation of a link: its current one, or an earlier one a resend replaced. */
async function byToken(ctx: ServiceContext, token: string): Promise<{ invitation: InvitationRow; team: TeamRow }> {
  if (!token || token.length > 200) throw new NotFound();
  const find = (where: SQL) => ctx.db.select({ invitation: invitations, team: teams }).from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId)).where(where).limit(1);
  const [row] = await find(eq(invitations.tokenDigest, digest(token)));
  if (row) return row;
  const earlier = await invitationOfEarlierLink(ctx.db, digest(token));
  const [replaced] = earlier?.invitationId ? await find(eq(invitations.id, earlier.invitationId)) : [];
  if (!replaced) throw new NotFound();
  return replaced;
}

async function invitationOf(ctx: ServiceContext, scope: TeamScope, id: number): Promise<InvitationRow> {
  const [row] = await ctx.db.select().from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.teamId, scope.team.id), isNull(invitations.deletedAt))).limit(1);
  if (!row) throw new NotFound();
  return row;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const teamMailKey = (teamId: number) => `team-invitations:team:${teamId}`;
const addressMailKey = (email: string) => `team-invitations:to:${email}`;

/** Refuses (429) one more invitation e-mail when the team or the address has had its share. */
async function assertMailBudget(ctx: ServiceContext, teamId: number, email: string): Promise<void> {
  if ((await ctx.guards.countRecent(teamMailKey(teamId), HOUR_MS)) >= TEAM_INVITATION_MAILS_PER_HOUR) {
    throw new LimitReached(MESSAGES.teamInvitationsPerHour, 'rate');
  }
  if ((await ctx.guards.countRecent(addressMailKey(email), DAY_MS)) >= TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY) {
    throw new LimitReached(MESSAGES.teamInvitationsPerAddress, 'rate');
  }
}

async function sendInvitation(ctx: ServiceContext, scope: TeamScope, row: InvitationRow, token: string): Promise<void> {
  const link = `${teamUrlOf(ctx.config, normalizeSlug(scope.team.slug))}/invitations/${token}`;
  await ctx.guards.addRecent(teamMailKey(scope.team.id), HOUR_MS);
  await ctx.guards.addRecent(addressMailKey(row.email), DAY_MS);
  // The inviter is named by what the account is (username and address), not by a display name they chose.
  const { username, email } = scope.viewer.user;
  await ctx.mailer.send({
    to: row.email,
    ...teamInvitationMail({
      inviter: { username, email }, invitee: row.email, teamName: scope.team.name ?? scope.team.slug,
      role: TEAM_ROLE_NAMES[row.role].toLowerCase(), link,
    }),
  });
}
