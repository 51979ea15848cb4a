/**
 * Sends a single-use, expiring password-reset link to the account's e-mail address (silently, if there is one), at
 * most PASSWORD_RESET_MAIL_LIMIT times an hour per address, counted on the target address rather than the requester.
 */
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_MAIL_LIMIT, type PasswordResetRequestInput } from '@podium/shared';
import { passwordResetTokens, users } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { digest, randomToken } from '../../auth/tokens.js';
import { passwordResetMail } from '../../mail/templates.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Issues a reset token and mails the link; answers the same whether or not the address exists. */
export async function requestPasswordReset({ ctx, input }: { ctx: ServiceContext; input: PasswordResetRequestInput['user'] }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.deactivatedAt) return;
  // Over the limit the answer stays the same (it must not tell whether the address has an account): no mail, no token.
  const key = `password-reset:${user.email}`;
  if (await ctx.guards.countRecent(key, PASSWORD_RESET_MAIL_LIMIT.windowMs) >= PASSWORD_RESET_MAIL_LIMIT.requests) return;
  await ctx.guards.addRecent(key, PASSWORD_RESET_MAIL_LIMIT.windowMs);
  const token = randomToken();
  await ctx.db.insert(passwordResetTokens).values({
    id: digest(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/users/password/edit?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: user.email, ...passwordResetMail({ username: user.username, link }) });
}
