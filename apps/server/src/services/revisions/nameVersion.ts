/** "Name this version": records the deck's current content as a revision carrying the user's name for it. */
import type { RevisionJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { editableDeck } from '../decks/editableDeck.js';
import { recordRevision } from './recordRevision.js';
import { presentRecorded } from './listRevisions.js';

/** Names the current version (recording it first when it has no revision yet). */
export async function nameVersion({ ctx, id, name }: { ctx: ServiceContext; id: number; name: string }): Promise<RevisionJson> {
  const { deck } = await editableDeck(ctx, id);
  const row = await recordRevision(ctx.db, deck, { userId: ctx.user!.id, name });
  return presentRecorded(ctx.db, row, deck.version);
}

/** Records the current content now (the editor is being left): the settled state need not wait for the debounce. */
export async function settleRevision({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<RevisionJson> {
  const { deck } = await editableDeck(ctx, id);
  const row = await recordRevision(ctx.db, deck, { userId: ctx.user!.id });
  return presentRecorded(ctx.db, row, deck.version);
}
