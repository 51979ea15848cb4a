/** Deactivates or reactivates a user (`npm run admin -- deactivate|reactivate`). Pure database work, no HTTP. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { destroyUserSessions } from '../../auth/sessions.js';
import { requireUser } from './operatorError.js';

/** Deactivates (ends every session, refuses sign-in) or reactivates a user. */
export async function setActive(db: Db, username: string, active: boolean): Promise<UserRow> {
  const user = await requireUser(db, username);
  const [updated] = await db.update(users).set({ deactivatedAt: active ? null : new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id)).returning();
  if (!active) await destroyUserSessions(db, user.id);
  return updated!;
}
