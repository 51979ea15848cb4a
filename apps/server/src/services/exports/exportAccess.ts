/** Who may export a deck: the roles that may edit it (SPEC §6), decided by the deck policy like every other read. */
import type { ServiceContext } from '../../context.js';
import { assertDeckAction, type DeckWithOwner } from '../../auth/policies.js';
import { readDeck } from '../decks/readDeck.js';
import { SignInRequired } from '../../domain/errors.js';

/** The deck when the signed-in user may export it; 401 signed out, 404 when they may not even read it, else 403. */
export async function deckForExport(ctx: ServiceContext, deckId: number): Promise<DeckWithOwner> {
  if (!ctx.user) throw new SignInRequired();
  const found = await readDeck({ ctx, id: deckId });
  assertDeckAction(found.role, 'edit');
  return found;
}
