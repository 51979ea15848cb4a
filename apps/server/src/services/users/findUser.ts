/** Loads a user with their team and membership, by id or by (case-insensitive) username. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships, teams, users, type UserRow } from '../../db/schema.js';
import type { UserView } from '../../presenters/user.js';
import { INT32_MAX } from '@podium/shared';

const isDbId = (n: number) => Number.isInteger(n) && n >= 1 && n <= INT32_MAX;

/** The user view for a row already loaded. */
export async function viewOfUser(db: Db, user: UserRow): Promise<UserView> {
  if (!user.teamId) return { user, team: null, membership: null };
  const [row] = await db
    .select({ team: teams, membership: memberships })
    .from(teams)
    .leftJoin(memberships, eq(memberships.userId, user.id))
    .where(eq(teams.id, user.teamId))
    .limit(1);
  return { user, team: row?.team ?? null, membership: row?.membership ?? null };
}

/** Finds an active or deactivated user by numeric id or username; null when there is none. */
export async function findUser(db: Db, idOrUsername: string | number): Promise<UserRow | null> {
  const byId = typeof idOrUsername === 'number' || /^\d+$/.test(idOrUsername);
  // An id beyond the integer column's range names nobody (and PostgreSQL would refuse the comparison).
  if (byId && !isDbId(Number(idOrUsername))) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(byId ? eq(users.id, Number(idOrUsername)) : eq(users.username, String(idOrUsername).toLowerCase()))
    .limit(1);
  return user ?? null;
}
