/** Sets a new password from a reset token; the token works once and only before it expires. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES, validatePassword, type PasswordResetInput } from '@podium/shared';
import { passwordResetTokens, users, type UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { digest } from '../../auth/tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { destroyUserSessions, voidResetLinks } from '../../auth/sessions.js';
import { Invalid } from '../../domain/errors.js';

/** Consumes the token, stores the new password, ends the user's sessions (and closes their sockets) and returns the user. */
export async function resetPassword({ ctx, input }: { ctx: ServiceContext; input: PasswordResetInput['user'] }): Promise<UserRow> {
  const passwordError = validatePassword(input.password);
  if (passwordError) throw Invalid.field('password', passwordError);
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    // The UPDATE … WHERE used_at IS NULL makes the token single-use even under concurrent submissions.
    const [token] = await tx.update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(
        eq(passwordResetTokens.id, digest(input.reset_password_token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ))
      .returning();
    if (!token) return null;
    await voidResetLinks(tx, token.userId);
    const [updated] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, token.userId)).returning();
    return updated ?? null;
  });
  if (!user || user.deactivatedAt) throw Invalid.field('reset_password_token', MESSAGES.resetTokenInvalid);
  await destroyUserSessions(ctx.db, user.id);
  // Whoever holds the reset link is not one of the user's sessions: every open socket of the user closes.
  ctx.events.broadcast('user-sessions-ended', { userId: user.id });
  return user;
}
