/** Adds a user to a team (`npm run admin -- add-member`). Pure database work, no HTTP. */
import { eq } from 'drizzle-orm';
import { TEAM_ROLES, normalizeSlug, type TeamRole } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { memberships, teams, users } from '../../db/schema.js';
import { OperatorError, requireUser } from './operatorError.js';

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
