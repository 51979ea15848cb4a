/** Creates an account (username, e-mail, password) with default settings and signs it in. */
import { eq } from 'drizzle-orm';
import {
  MESSAGES, isReservedUsername, normalizeSlug, validateEmail, validatePassword, validateUsername, type SignUpInput,
} from '@podium/shared';
import { userSettings, users, type UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { hashPassword } from '../../auth/passwords.js';
import { Invalid, type FieldErrors } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { claimInvitationsByEmail } from '../collaborators/invitations.js';
import { isUsernameQuarantined } from './usernameQuarantine.js';

/** Validates and creates the user; throws 422 with field errors (taken names included). */
export async function signUp({ ctx, input }: { ctx: ServiceContext; input: SignUpInput['user'] }): Promise<UserRow> {
  const username = normalizeSlug(input.username);
  const email = input.email.trim().toLowerCase();
  const errors: FieldErrors = {};
  const usernameError = validateUsername(username);
  if (usernameError) errors.username = [usernameError];
  else if (isReservedUsername(username)) errors.username = [MESSAGES.taken];
  const emailError = validateEmail(email);
  if (emailError) errors.email = [emailError];
  const passwordError = validatePassword(input.password);
  if (passwordError) errors.password = [passwordError];
  if (!errors.username && ((await ctx.db.$count(users, eq(users.username, username))) || (await isUsernameQuarantined(ctx.db, username)))) {
    errors.username = [MESSAGES.taken];
  }
  if (!errors.email && (await ctx.db.$count(users, eq(users.email, email)))) errors.email = [MESSAGES.taken];
  if (Object.keys(errors).length) throw new Invalid(errors);

  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username, email, passwordHash }).returning();
      await tx.insert(userSettings).values({ userId: user!.id });
      // Decks this address was invited to collaborate on become the new user's.
      await claimInvitationsByEmail(tx, user!);
      return user!;
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw new Invalid({ username: [MESSAGES.taken] });
    throw error;
  }
}
