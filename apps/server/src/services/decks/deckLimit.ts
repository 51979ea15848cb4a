/** The plan's deck limit (DECK_LIMIT_<PLAN>, 0 = unlimited): checked before a new deck is made (create, fork). */
import { and, eq } from 'drizzle-orm';
import { REVISION_MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { decks, type UserRow } from '../../db/schema.js';
import { DeckLimitReached } from '../../domain/errors.js';

/** Throws DeckLimitReached when `user` already owns as many active decks as their plan allows (trashed ones do not count). */
export async function assertDeckLimit(ctx: Pick<ServiceContext, 'db' | 'config'>, user: UserRow): Promise<void> {
  const limit = ctx.config.deckLimits[user.accountType] ?? 0;
  if (limit <= 0) return;
  const owned = await ctx.db.$count(decks, and(eq(decks.userId, user.id), eq(decks.lifecycle, 'active')));
  if (owned >= limit) throw new DeckLimitReached(REVISION_MESSAGES.deckLimitReached);
}
