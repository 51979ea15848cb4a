/** Password authentication of a share link (SPEC §7 /access_tokens/{id}): the right password unlocks it for the session. */
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type UnlockAccessTokenInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { accessTokens, type AccessTokenRow } from '../../db/schema.js';
import { CredentialsRejected, LimitReached, NotFound } from '../../domain/errors.js';
import { verifyPassword } from '../../auth/passwords.js';
import { passwordAttemptsExceeded, recordPasswordFailure } from './passwordAttempts.js';

/** The link when token and password match; 404 for an unknown id/token pair, 401 for a wrong password, 429 when limited. */
export async function unlockLink({ ctx, tokenId, input }: {
  ctx: ServiceContext; tokenId: number; input: UnlockAccessTokenInput['access_token'];
}): Promise<AccessTokenRow> {
  const [row] = await ctx.db.select().from(accessTokens)
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.token, input.token))).limit(1);
  if (!row) throw new NotFound();
  if (!row.passwordHash) return row;
  const address = ctx.link?.address ?? '';
  if (await passwordAttemptsExceeded(ctx.guards, row.id, address)) throw new LimitReached(MESSAGES.tooManyRequests, 'rate');
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await recordPasswordFailure(ctx.guards, row.id, address);
    throw new CredentialsRejected({ password: [MESSAGES.linkPasswordWrong] });
  }
  return row;
}
