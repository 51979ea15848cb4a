/**
 * Changing a deck's visibility (SPEC §4, §7 publish.json): deck managers only; self needs a paid plan, team an
 * enterprise owner, all is refused when the owner's team does not allow public decks. The version is not bumped:
 * visibility is not content, and an open editor must not get a conflict for it.
 */
import { eq } from 'drizzle-orm';
import type { DeckVisibility } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { decks, type DeckRow } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';
import { viewOfUser } from '../users/findUser.js';
import { assertVisibilityAllowed } from '../decks/deckFields.js';
import { loadDeck } from '../decks/loadDeck.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';

/** Sets the visibility and returns the saved deck (its slug is returned too: clients follow it). */
export async function publishDeck({ ctx, id, visibility }: { ctx: ServiceContext; id: number; visibility: DeckVisibility }): Promise<DeckRow> {
  const found = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id }, action: 'admin' });
  const ownerView = await viewOfUser(ctx.db, found.owner);
  assertVisibilityAllowed(ownerView, visibility);
  if (found.deck.visibility === visibility) return found.deck;
  const [saved] = await ctx.db.update(decks).set({ visibility }).where(eq(decks.id, id)).returning();
  if (!saved) throw new NotFound();
  deckAccessChanged(ctx, id);
  return saved;
}
