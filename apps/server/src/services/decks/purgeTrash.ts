/** The trash purge: decks trashed longer ago than the operator's retention (TRASH_RETENTION_DAYS) are deleted for good. */
import { and, eq, lt } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { decks } from '../../db/schema.js';
import { deleteDeckForGood } from './deleteDeckForGood.js';

/** Deletes every deck in the trash for more than `config.trashRetentionDays` days as of `now`; returns how many. */
export async function purgeTrashedDecks(services: AppServices, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - services.config.trashRetentionDays * 24 * 60 * 60 * 1000);
  const expired = await services.db.select({ id: decks.id }).from(decks)
    .where(and(eq(decks.lifecycle, 'trashed'), lt(decks.trashedAt, cutoff)));
  let purged = 0;
  // One at a time, each delete re-checking the row: a deck recovered meanwhile is kept.
  for (const { id } of expired) {
    if (await deleteDeckForGood(services, id, and(eq(decks.lifecycle, 'trashed'), lt(decks.trashedAt, cutoff)))) purged += 1;
  }
  return purged;
}
