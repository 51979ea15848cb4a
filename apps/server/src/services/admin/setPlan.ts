/** Sets a user's plan by hand (`npm run admin -- set-plan`). Pure database work, no HTTP. */
import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPES, type AccountType } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { OperatorError, requireUser } from './operatorError.js';

/** Sets a user's plan as a manual upgrade (SPEC §6: manually upgraded users see neither Billing nor Upgrade). */
export async function setPlan(db: Db, username: string, plan: string): Promise<UserRow> {
  if (!(ACCOUNT_TYPES as readonly string[]).includes(plan)) throw new OperatorError(`Plan must be one of: ${ACCOUNT_TYPES.join(', ')}.`);
  const user = await requireUser(db, username);
  const [updated] = await db.update(users)
    .set({ accountType: plan as AccountType, manuallyUpgraded: plan !== 'default', updatedAt: new Date() })
    .where(eq(users.id, user.id)).returning();
  return updated!;
}
