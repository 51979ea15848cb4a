/** Checks credentials (e-mail or username + password) and returns the user; refuses deactivated accounts. */
import { eq, or } from 'drizzle-orm';
import { MESSAGES, type SignInInput } from '@podium/shared';
import { users, type UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../auth/passwords.js';

import { CredentialsRejected } from '../../domain/errors.js';

/** Returns the user for valid credentials; throws 401 with one message for unknown user or wrong password. */
export async function signIn({ ctx, input }: { ctx: ServiceContext; input: SignInInput['user'] }): Promise<UserRow> {
  const login = input.email.trim().toLowerCase();
  const [user] = await ctx.db.select().from(users).where(or(eq(users.email, login), eq(users.username, login))).limit(1);
  // Verify against a dummy hash for unknown users so response time does not reveal which accounts exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), input.password);
  if (!user || !ok) throw new CredentialsRejected({ base: [MESSAGES.invalidCredentials] });
  if (user.deactivatedAt) throw new CredentialsRejected({ base: [MESSAGES.accountDeactivated] });
  return user;
}
