/** Lists every user for `npm run admin -- list-users`. Pure database work, no HTTP. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teams, users } from '../../db/schema.js';

/** Every user with plan, team and state, oldest first. */
export async function listUsers(db: Db) {
  return db.select({
    id: users.id, username: users.username, email: users.email, plan: users.accountType,
    manuallyUpgraded: users.manuallyUpgraded, team: teams.slug, deactivatedAt: users.deactivatedAt,
  }).from(users).leftJoin(teams, eq(teams.id, users.teamId)).orderBy(asc(users.id));
}
