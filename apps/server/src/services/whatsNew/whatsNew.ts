/**
 * "What's new" read state of signed-in users (SPEC §2: the main menu's unread counter). A user's state is the newest
 * changelog entry id they have seen; marking read only moves it forward (two tabs cannot move it back).
 */
import { eq, sql } from 'drizzle-orm';
import { LATEST_WHATS_NEW_ID, whatsNewState, type WhatsNewJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { whatsNewReads } from '../../db/schema.js';
import { SignInRequired } from '../../domain/errors.js';

/** The signed-in user's unread count and the ids behind it. */
export async function whatsNewOf(ctx: Pick<ServiceContext, 'db' | 'user'>): Promise<WhatsNewJson> {
  if (!ctx.user) throw new SignInRequired();
  const [row] = await ctx.db.select({ seenId: whatsNewReads.seenId }).from(whatsNewReads).where(eq(whatsNewReads.userId, ctx.user.id));
  return whatsNewState(row?.seenId ?? 0);
}

/** Marks every entry up to `upTo` (default: the newest) as seen; ids past the newest are clamped to it. */
export async function markWhatsNewRead(ctx: Pick<ServiceContext, 'db' | 'user'>, upTo: number = LATEST_WHATS_NEW_ID): Promise<WhatsNewJson> {
  if (!ctx.user) throw new SignInRequired();
  const seenId = Math.max(0, Math.min(upTo, LATEST_WHATS_NEW_ID));
  const [row] = await ctx.db.insert(whatsNewReads).values({ userId: ctx.user.id, seenId })
    .onConflictDoUpdate({
      target: whatsNewReads.userId,
      set: { seenId: sql`greatest(${whatsNewReads.seenId}, excluded.seen_id)`, seenAt: sql`now()` },
    })
    .returning({ seenId: whatsNewReads.seenId });
  return whatsNewState(row?.seenId ?? seenId);
}
