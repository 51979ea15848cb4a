/** Trash, recover and permanently destroy a deck: admin actions (owner or deck admin). */
import { eq } from 'drizzle-orm';
import { decks, type DeckRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { NotFound } from '../../domain/errors.js';
import { loadDeck } from './loadDeck.js';
import { deckAccessChanged } from './deckAccessChanged.js';
import { deleteDeckForGood } from './deleteDeckForGood.js';

/** Moves a deck to the trash or back. */
export async function setDeckLifecycle({ ctx, id, lifecycle }: { ctx: ServiceContext; id: number; lifecycle: 'active' | 'trashed' }): Promise<DeckRow> {
  await loadDeck({ ctx, ref: { id }, action: 'admin' });
  const [deck] = await ctx.db.update(decks)
    .set({ lifecycle, trashedAt: lifecycle === 'trashed' ? new Date() : null, updatedAt: new Date() })
    .where(eq(decks.id, id)).returning();
  if (!deck) throw new NotFound();
  deckAccessChanged(ctx, id);
  return deck;
}

/** Deletes a deck, its revisions and its files for good. */
export async function destroyDeck({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<void> {
  await loadDeck({ ctx, ref: { id }, action: 'admin' });
  await deleteDeckForGood(ctx, id);
}
