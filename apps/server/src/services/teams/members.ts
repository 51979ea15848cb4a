/**
 * team/users (SPEC §7; `/edit_members`): list and search members, change a role, deactivate and reactivate (SPEC §4),
 * remove, and create an account straight into the team. Managers only; the owner role is the owners' to give or take,
 * and a team always keeps one active owner.
 */
import { syncTeamSeats } from '../billing/teamSeats.js';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { MESSAGES, TEAM_PAGE_LENGTH, type CreateMemberInput, type TeamRole } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { memberships, users, type MembershipRow, type TeamRow, type UserRow } from '../../db/schema.js';
import { Invalid, NotFound } from '../../domain/errors.js';
import { assertCan } from '../../auth/policies.js';
import { destroyUserSessions } from '../../auth/sessions.js';
import { signUp } from '../users/signUp.js';
import { teamScope, type TeamScope } from './teamScope.js';

export interface MemberRow { user: UserRow; membership: MembershipRow }

/** LIKE pattern for a search term, with its wildcards taken literally. */
export const likePattern = (term: string) => `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the team's members (active first, then by name), optionally matching `q`. */
export async function listMembers({ ctx, hostTeam, q, page }: { ctx: ServiceContext; hostTeam: TeamRow | null; q?: string; page: number }) {
  const { team } = await teamScope(ctx, hostTeam, 'manage');
  return membersOf(ctx, team.id, q, page);
}

/** Members of a team matching `q` (username, name or e-mail), a page at a time, with the total. */
export async function membersOf(ctx: ServiceContext, teamId: number, q: string | undefined, page: number): Promise<{ results: MemberRow[]; total: number }> {
  const conditions: SQL[] = [eq(memberships.teamId, teamId)];
  if (q?.trim()) {
    const pattern = likePattern(q);
    conditions.push(or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const [results, [totalRow]] = await Promise.all([
    ctx.db.select({ user: users, membership: memberships }).from(memberships).innerJoin(users, eq(users.id, memberships.userId))
      .where(where).orderBy(asc(memberships.status), asc(users.username))
      .limit(TEAM_PAGE_LENGTH).offset((Math.max(1, page) - 1) * TEAM_PAGE_LENGTH),
    ctx.db.select({ total: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where),
  ]);
  return { results, total: totalRow?.total ?? 0 };
}

/** The member `userId` of the scope's team, or 404 (members of other teams do not exist here). */
async function memberOf(ctx: ServiceContext, scope: TeamScope, userId: number): Promise<MemberRow> {
  const [row] = await ctx.db.select({ user: users, membership: memberships }).from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, scope.team.id), eq(memberships.userId, userId))).limit(1);
  if (!row) throw new NotFound();
  return row;
}

/** Throws unless another active owner would remain once `member` stops being one. */
async function assertAnotherOwner(ctx: ServiceContext, teamId: number, member: MemberRow): Promise<void> {
  if (member.membership.role !== 'owner' || member.membership.status !== 'active') return;
  const others = await ctx.db.$count(memberships, and(eq(memberships.teamId, teamId), eq(memberships.role, 'owner'),
    eq(memberships.status, 'active'), ne(memberships.userId, member.user.id)));
  if (!others) throw Invalid.field('base', MESSAGES.lastOwner);
}

/** Changes a member's team role. */
export async function updateMemberRole({ ctx, hostTeam, userId, role }: { ctx: ServiceContext; hostTeam: TeamRow | null; userId: number; role: TeamRole }): Promise<MemberRow> {
  const scope = await teamScope(ctx, hostTeam, 'manage');
  const member = await memberOf(ctx, scope, userId);
  if (role === 'owner' || member.membership.role === 'owner') assertCan(scope.viewer, 'own', { kind: 'team', teamId: scope.team.id });
  if (role !== 'owner') await assertAnotherOwner(ctx, scope.team.id, member);
  const [membership] = await ctx.db.update(memberships).set({ role })
    .where(and(eq(memberships.teamId, scope.team.id), eq(memberships.userId, userId))).returning();
  ctx.events.broadcast('user-changed', { userId });
  return { user: member.user, membership: membership! };
}

/**
 * Deactivates (the account cannot sign in, its sessions end and its open sockets close at once; its decks stay where
 * they are) or reactivates a member, as the operator's `deactivate` does for any account.
 */
export async function setMemberActive({ ctx, hostTeam, userId, active }: { ctx: ServiceContext; hostTeam: TeamRow | null; userId: number; active: boolean }): Promise<MemberRow> {
  const scope = await teamScope(ctx, hostTeam, 'manage');
  const member = await memberOf(ctx, scope, userId);
  if (member.user.id === scope.viewer.user.id) throw Invalid.field('base', MESSAGES.notYourself);
  if (member.membership.role === 'owner') assertCan(scope.viewer, 'own', { kind: 'team', teamId: scope.team.id });
  if (!active) await assertAnotherOwner(ctx, scope.team.id, member);
  const result = await ctx.db.transaction(async (tx) => {
    const [membership] = await tx.update(memberships).set({ status: active ? 'active' : 'deactivated' })
      .where(and(eq(memberships.teamId, scope.team.id), eq(memberships.userId, userId))).returning();
    const [user] = await tx.update(users).set({ deactivatedAt: active ? null : new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId)).returning();
    return { user: user!, membership: membership! };
  });
  if (!active) {
    await destroyUserSessions(ctx.db, userId);
    ctx.events.broadcast('user-sessions-ended', { userId });
  }
  ctx.events.broadcast('user-changed', { userId });
  await syncTeamSeats(ctx, scope.team.id);
  return result;
}

/** Takes a member out of the team: the account stays (free plan), with its decks. */
export async function removeMember({ ctx, hostTeam, userId }: { ctx: ServiceContext; hostTeam: TeamRow | null; userId: number }): Promise<void> {
  const scope = await teamScope(ctx, hostTeam, 'manage');
  const member = await memberOf(ctx, scope, userId);
  if (member.user.id === scope.viewer.user.id) throw Invalid.field('base', MESSAGES.notYourself);
  if (member.membership.role === 'owner') assertCan(scope.viewer, 'own', { kind: 'team', teamId: scope.team.id });
  await assertAnotherOwner(ctx, scope.team.id, member);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(memberships).where(and(eq(memberships.teamId, scope.team.id), eq(memberships.userId, userId)));
    await tx.update(users).set({ teamId: null, accountType: 'default', updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.manuallyUpgraded, false)));
    await tx.update(users).set({ teamId: null, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  ctx.events.broadcast('user-changed', { userId });
  await syncTeamSeats(ctx, scope.team.id);
}

/** Creates an account (username, e-mail, password) that is a member of the team from the start. */
export async function createMember({ ctx, hostTeam, input }: { ctx: ServiceContext; hostTeam: TeamRow | null; input: CreateMemberInput['user'] }): Promise<MemberRow> {
  const scope = await teamScope(ctx, hostTeam, 'manage');
  if (input.role === 'owner') assertCan(scope.viewer, 'own', { kind: 'team', teamId: scope.team.id });
  const created = await signUp({ ctx: { ...ctx, user: null }, input });
  return joinTeam(ctx, scope.team.id, created, input.role);
}

/** Makes `user` a member of the team with `role`: an enterprise user of it. */
export async function joinTeam(ctx: ServiceContext, teamId: number, user: UserRow, role: TeamRole): Promise<MemberRow> {
  const result = await ctx.db.transaction(async (tx) => {
    const [membership] = await tx.insert(memberships).values({ teamId, userId: user.id, role }).returning();
    const [updated] = await tx.update(users).set({ teamId, accountType: 'enterprise', updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return { user: updated!, membership: membership! };
  });
  ctx.events.broadcast('user-changed', { userId: user.id });
  await syncTeamSeats(ctx, teamId);
  return result;
}
