/**
 * Pending collaborator invitations become roles: when the invited address signs up (claimInvitationsByEmail, in the
 * sign-up transaction) or when a signed-in user follows the e-mailed link (acceptInvitation). The link's digest stays
 * on the accepted row, so following any mail's link again opens the deck for the one who accepted it.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { DECK_ROLES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { deckUsers, decks, users } from '../../db/schema.js';
import { digest } from '../../auth/tokens.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';
import { invitationOfEarlierLink } from '../sharing/earlierInvitationLinks.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Gives a new user the pending invitations to their address; the decks they now collaborate on. */
export async function claimInvitationsByEmail(tx: Tx, user: { id: number; email: string }): Promise<number[]> {
  const claimed = await tx.update(deckUsers).set({ userId: user.id, email: null, updatedAt: new Date() })
    .where(and(eq(deckUsers.email, user.email.toLowerCase()), isNull(deckUsers.userId)))
    .returning({ deckId: deckUsers.deckId });
  return claimed.map((row) => row.deckId);
}

/** Accepts the invitation of the link for the signed-in user; the deck's path (/{owner}/{slug}). */
export async function acceptInvitation({ ctx, token }: { ctx: ServiceContext; token: string }): Promise<{ path: string; deckId: number }> {
  if (!ctx.user) throw new SignInRequired();
  const userId = ctx.user.id;
  const find = (where: SQL) => ctx.db.select({ row: deckUsers, slug: decks.slug, ownerId: decks.userId, username: users.username })
    .from(deckUsers).innerJoin(decks, eq(decks.id, deckUsers.deckId)).innerJoin(users, eq(users.id, decks.userId))
    .where(where).limit(1);
  // The link of the latest mail, or an earlier one a resend replaced (earlierInvitationLinks.ts).
  let [invite] = await find(eq(deckUsers.inviteTokenHash, digest(token)));
  if (!invite) {
    const earlier = await invitationOfEarlierLink(ctx.db, digest(token));
    if (earlier?.deckUserId) [invite] = await find(eq(deckUsers.id, earlier.deckUserId));
  }
  if (!invite) throw new NotFound();
  const { row } = invite;
  const path = `/${invite.username}/${invite.slug}`;
  if (row.userId !== null) {
    // Accepted already: the link of any of its mails opens the deck for the one who accepted it, and no one else.
    if (row.userId === userId) return { path, deckId: row.deckId };
    throw new NotFound();
  }
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(deckUsers).where(and(eq(deckUsers.deckId, row.deckId), eq(deckUsers.userId, userId)));
    if (invite.ownerId === userId || existing) {
      // Already in (the owner, or invited twice): the stronger role stays, the invitation is used up.
      if (existing && DECK_ROLES.indexOf(row.role) < DECK_ROLES.indexOf(existing.role)) {
        await tx.update(deckUsers).set({ role: row.role }).where(eq(deckUsers.id, existing.id));
      }
      await tx.delete(deckUsers).where(eq(deckUsers.id, row.id));
    } else {
      await tx.update(deckUsers).set({ userId, email: null, updatedAt: new Date() }).where(eq(deckUsers.id, row.id));
    }
  });
  deckAccessChanged(ctx, row.deckId);
  return { path, deckId: row.deckId };
}
