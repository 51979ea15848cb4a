/** Reads one deck for a viewer, applying the deck policy (404 when they may not see it). */
import type { DeckRole } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { assertDeckAction, deckRoleFor, type DeckWithOwner } from '../../auth/policies.js';
import { notFound } from '../../http/errors.js';
import { viewOfUser } from '../users/findUser.js';

/** The deck, its owner and the viewer's role. */
export async function readDeck({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<DeckWithOwner & { role: DeckRole }> {
  const found = await ctx.decks.get(id);
  if (!found) throw notFound();
  const viewer = ctx.user ? await viewOfUser(ctx.db, ctx.user) : null;
  const role = assertDeckAction(deckRoleFor(viewer, found), 'read');
  return { ...found, role };
}
