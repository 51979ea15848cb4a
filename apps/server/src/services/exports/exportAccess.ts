/** Who may export a deck: the roles that may edit it (SPEC §6), decided by the deck policy like every other read. */
import type { ServiceContext } from '../../context.js';
import { loadDeck, type ViewableDeck } from '../decks/loadDeck.js';
import { SignInRequired } from '../../domain/errors.js';

/** The deck when the signed-in user may export it; 401 signed out, 404 when they may not even read it, else 403. */
export async function deckForExport(ctx: ServiceContext, deckId: number): Promise<ViewableDeck> {
  if (!ctx.user) throw new SignInRequired();
  return loadDeck({ ctx, ref: { id: deckId }, action: 'edit' });
}
