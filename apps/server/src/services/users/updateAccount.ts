/** Updates name, username, e-mail and password of the signed-in user. E-mail and password changes need the current password. */
import { and, eq, ne } from 'drizzle-orm';
import {
  LIMITS, MESSAGES, isReservedUsername, normalizeSlug, validateEmail, validateMaxLength, validatePassword,
  validateUsername, type UpdateUserInput,
} from '@podium/shared';
import { users, type UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { SignInRequired, Invalid, type FieldErrors } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { destroyUserSessions, voidResetLinks } from '../../auth/sessions.js';
import { digest } from '../../auth/tokens.js';
import { isUsernameQuarantined } from './usernameQuarantine.js';

/**
 * Applies the changes or throws 422 with every field error at once. A new password ends every session of the user
 * (the caller starts a fresh one for this browser), closes their open sockets on every process except those of
 * `session` (the token of the session making the change) and voids every unused reset link.
 */
export async function updateAccount({ ctx, input, session }: {
  ctx: ServiceContext; input: UpdateUserInput['user']; session?: string;
}): Promise<UserRow> {
  const me = ctx.user;
  if (!me) throw new SignInRequired();
  const errors: FieldErrors = {};
  const changes: Partial<typeof users.$inferInsert> = {};

  if (input.name !== undefined) {
    const error = validateMaxLength(input.name, LIMITS.nameMax);
    if (error) errors.name = [error];
    else changes.name = input.name.trim() || null;
  }
  if (input.username !== undefined && normalizeSlug(input.username) !== me.username) {
    const username = normalizeSlug(input.username);
    const error = validateUsername(username) ?? (isReservedUsername(username) ? MESSAGES.taken : null);
    if (error) errors.username = [error];
    else if (await ctx.db.$count(users, and(eq(users.username, username), ne(users.id, me.id)))) errors.username = [MESSAGES.taken];
    else if (await isUsernameQuarantined(ctx.db, username)) errors.username = [MESSAGES.taken];
    else changes.username = username;
  }
  const email = input.email?.trim().toLowerCase();
  const emailChanged = email !== undefined && email !== me.email;
  if (emailChanged) {
    const error = validateEmail(email);
    if (error) errors.email = [error];
    else if (await ctx.db.$count(users, and(eq(users.email, email), ne(users.id, me.id)))) errors.email = [MESSAGES.taken];
    else changes.email = email;
  }
  const passwordChanged = Boolean(input.password);
  if (passwordChanged) {
    const error = validatePassword(input.password!);
    if (error) errors.password = [error];
  }
  if (emailChanged || passwordChanged) {
    if (!input.current_password) errors.current_password = [MESSAGES.required];
    else if (!(await verifyPassword(me.passwordHash, input.current_password))) errors.current_password = [MESSAGES.currentPasswordWrong];
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  if (passwordChanged) changes.passwordHash = await hashPassword(input.password!);
  if (!Object.keys(changes).length) return me;

  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, me.id)).returning();
      if (passwordChanged) await voidResetLinks(tx, me.id);
      return row;
    });
    if (passwordChanged) {
      await destroyUserSessions(ctx.db, me.id);
      ctx.events.broadcast('user-sessions-ended', { userId: me.id, ...(session ? { keepSession: digest(session) } : {}) });
    }
    ctx.events.broadcast('user-changed', { userId: me.id });
    return updated!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid(changes.username ? { username: [MESSAGES.taken] } : { email: [MESSAGES.taken] });
    throw error;
  }
}
