/** The deck as editing loads it: every save and revision call loads the deck through the policy with the edit action. */
import type { ServiceContext } from '../../context.js';
import { loadDeck, type ViewableDeck } from './loadDeck.js';

/** The deck for an edit, read fresh; NotFound when the viewer cannot see it, Forbidden when they may not edit. */
export function editableDeck(ctx: ServiceContext, id: number): Promise<ViewableDeck> {
  // Share links grant no editing: only the viewer's own role counts, decided on the current row.
  return loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id }, action: 'edit', fresh: true });
}
