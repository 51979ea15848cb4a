/**
 * May this user send ops to this deck (deck role `edit`, decided by the one policy through loadDeck)? Verdicts are
 * kept for a second per user and deck, so a burst of typing costs no query per op while a role change or removal
 * still applies within a second (the cache is the app's co-editing sequencer's).
 */
import type { ServiceContext } from '../../context.js';
import type { ViewableDeck } from '../decks/loadDeck.js';
import { editableDeck } from '../decks/editableDeck.js';

/**
 * Throws (NotFound, Forbidden) unless the user may edit the deck's content. Answers the deck when it was read to decide
 * (its stored document and version, which the op commit can start from), null when a kept verdict decided.
 */
export async function authorizeOps(ctx: ServiceContext, deckId: number): Promise<ViewableDeck | null> {
  // The app's own (its sequencer's): user and deck ids mean something only within its database.
  const verdicts = ctx.coedit.editVerdicts;
  const key = `${ctx.user?.id ?? 0}:${deckId}`;
  const kept = verdicts.get(key);
  if (kept) {
    if (kept.error) throw kept.error;
    return null;
  }
  try {
    const found = await editableDeck(ctx, deckId);
    verdicts.set(key, { error: null });
    return found;
  } catch (error) {
    verdicts.set(key, { error });
    throw error;
  }
}
