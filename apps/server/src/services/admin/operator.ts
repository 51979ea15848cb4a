/** Operator actions behind `npm run admin` (plans, deactivation, teams). Pure database work, no HTTP. */
import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_TYPES, TEAM_ROLES, normalizeSlug, validateTeamSlug, type AccountType, type TeamRole } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { memberships, teams, users, type UserRow } from '../../db/schema.js';
import { destroyUserSessions } from '../../auth/sessions.js';
import { findUser } from '../users/findUser.js';

/** An operator error with a message meant for the terminal. */
export class OperatorError extends Error {}

async function requireUser(db: Db, name: string): Promise<UserRow> {
  const user = await findUser(db, name);
  if (!user) throw new OperatorError(`No user "${name}".`);
  return user;
}

/** Every user with plan, team and state, oldest first. */
export async function listUsers(db: Db) {
  return db.select({
    id: users.id, username: users.username, email: users.email, plan: users.accountType,
    manuallyUpgraded: users.manuallyUpgraded, team: teams.slug, deactivatedAt: users.deactivatedAt,
  }).from(users).leftJoin(teams, eq(teams.id, users.teamId)).orderBy(asc(users.id));
}

/** Sets a user's plan as a manual upgrade (SPEC §6: manually upgraded users see neither Billing nor Upgrade). */
export async function setPlan(db: Db, username: string, plan: string): Promise<UserRow> {
  if (!(ACCOUNT_TYPES as readonly string[]).includes(plan)) throw new OperatorError(`Plan must be one of: ${ACCOUNT_TYPES.join(', ')}.`);
  const user = await requireUser(db, username);
  const [updated] = await db.update(users)
    .set({ accountType: plan as AccountType, manuallyUpgraded: plan !== 'default', updatedAt: new Date() })
    .where(eq(users.id, user.id)).returning();
  return updated!;
}

/** Deactivates (ends every session, refuses sign-in) or reactivates a user. */
export async function setActive(db: Db, username: string, active: boolean): Promise<UserRow> {
  const user = await requireUser(db, username);
  const [updated] = await db.update(users).set({ deactivatedAt: active ? null : new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id)).returning();
  if (!active) await destroyUserSessions(db, user.id);
  return updated!;
}

/** Creates an enterprise team. */
export async function createTeam(db: Db, slug: string, name?: string) {
  const normalized = normalizeSlug(slug);
  const error = validateTeamSlug(normalized);
  if (error) throw new OperatorError(`Team slug: ${error}.`);
  if (await db.$count(teams, eq(teams.slug, normalized))) throw new OperatorError(`A team "${normalized}" exists already.`);
  const [team] = await db.insert(teams).values({ slug: normalized, name: name ?? normalized }).returning();
  return team!;
}

/** Adds a user to a team with a role; the user becomes an enterprise user of that team. */
export async function addMember(db: Db, teamSlug: string, username: string, role: string) {
  if (!(TEAM_ROLES as readonly string[]).includes(role)) throw new OperatorError(`Role must be one of: ${TEAM_ROLES.join(', ')}.`);
  const [team] = await db.select().from(teams).where(eq(teams.slug, normalizeSlug(teamSlug))).limit(1);
  if (!team) throw new OperatorError(`No team "${teamSlug}".`);
  const user = await requireUser(db, username);
  await db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.userId, user.id));
    await tx.insert(memberships).values({ teamId: team.id, userId: user.id, role: role as TeamRole });
    await tx.update(users).set({ teamId: team.id, accountType: 'enterprise', updatedAt: new Date() }).where(eq(users.id, user.id));
  });
  return { team, user, role };
}
