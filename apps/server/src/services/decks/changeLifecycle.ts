/**
 * Trash and recover a deck (owner or deck admin), and destroy it for good: the owner alone, and only from the trash,
 * so a deck never disappears without first sitting where its owner can get it back.
 */
import { MESSAGES } from '@podium/shared';
import { eq } from 'drizzle-orm';
import { decks, type DeckRow, type UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { loadDeck } from './loadDeck.js';
import { deckAccessChanged } from './deckAccessChanged.js';
import { deleteDeckForGood } from './deleteDeckForGood.js';

/**
 * Moves a deck to the trash or back; the saved deck with its owner and whether the caller reads its notes, as loaded
 * before the move (a deck admin may no longer load a deck they just trashed: it is the owner's alone in the trash).
 */
export async function setDeckLifecycle({ ctx, id, lifecycle }: {
  ctx: ServiceContext; id: number; lifecycle: 'active' | 'trashed';
}): Promise<{ deck: DeckRow; owner: UserRow; notes: boolean }> {
  const found = await loadDeck({ ctx, ref: { id }, action: 'trash', fresh: true });
  const [deck] = await ctx.db.update(decks)
    .set({ lifecycle, trashedAt: lifecycle === 'trashed' ? new Date() : null, updatedAt: new Date() })
    .where(eq(decks.id, id)).returning();
  if (!deck) throw new NotFound();
  deckAccessChanged(ctx, id);
  return { deck, owner: found.owner, notes: found.notes };
}

/** Deletes a trashed deck, its revisions and its files for good (the owner only). */
export async function destroyDeck({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<void> {
  const { deck } = await loadDeck({ ctx, ref: { id }, action: 'destroy', fresh: true });
  if (deck.lifecycle !== 'trashed') throw new Conflict(MESSAGES.deckNotInTrash, { lifecycle: deck.lifecycle });
  // Checked again in the delete itself: a recover between the read and the delete keeps the deck.
  if (!(await deleteDeckForGood(ctx, id, eq(decks.lifecycle, 'trashed')))) throw new Conflict(MESSAGES.deckNotInTrash, { lifecycle: 'active' });
}
