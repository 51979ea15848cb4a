/**
 * Kudos (SPEC §3, §7): a signed-in user who may view a deck gives it one kudo, or takes theirs back. Who may view is
 * decided by the one deck policy (loadDeck): NotFound for a deck the user may not see, as for every other read.
 */
import { and, count, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { kudos } from '../../db/schema.js';
import { SignInRequired } from '../../domain/errors.js';
import { loadDeck } from '../decks/loadDeck.js';

/** A deck's kudos as the viewer sees them: how many, and whether one of them is theirs. */
export interface KudosState {
  count: number;
  given: boolean;
}

/** The deck's kudos for the viewer (given is false when signed out). */
export async function kudosOfDeck(ctx: ServiceContext, deckId: number): Promise<KudosState> {
  const { deck } = await loadDeck({ ctx, ref: { id: deckId } });
  return stateOf(ctx, deck.id);
}

/** Gives (`kudo`) or takes back (`unkudo`) the viewer's kudo; repeating either changes nothing. */
export async function setKudo(ctx: ServiceContext, deckId: number, give: boolean): Promise<KudosState> {
  if (!ctx.user) throw new SignInRequired();
  const { deck } = await loadDeck({ ctx, ref: { id: deckId }, fresh: true });
  if (give) await ctx.db.insert(kudos).values({ deckId: deck.id, userId: ctx.user.id }).onConflictDoNothing();
  else await ctx.db.delete(kudos).where(and(eq(kudos.deckId, deck.id), eq(kudos.userId, ctx.user.id)));
  return stateOf(ctx, deck.id);
}

async function stateOf(ctx: ServiceContext, deckId: number): Promise<KudosState> {
  const [total] = await ctx.db.select({ value: count() }).from(kudos).where(eq(kudos.deckId, deckId));
  const mine = ctx.user
    ? await ctx.db.select({ deckId: kudos.deckId }).from(kudos).where(and(eq(kudos.deckId, deckId), eq(kudos.userId, ctx.user.id)))
    : [];
  return { count: Number(total?.value ?? 0), given: mine.length > 0 };
}
