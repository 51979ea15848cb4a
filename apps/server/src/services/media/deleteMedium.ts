/**
 * Deletes a medium of a library with its generated files and gives its bytes back to its uploader's storage (team
 * media count towards whoever uploaded them). A medium that decks still use is not deleted unless `force`: the caller
 * gets the list of decks to confirm with first.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { media } from '../../db/schema.js';
import { Conflict } from '../../domain/errors.js';
import { loadMedium } from './loadMedium.js';
import type { Library } from './library.js';
import { decksUsingMedia, fileKeysOf } from './mediaUsage.js';
import { releaseStorage } from './storageReservation.js';

/** Deletes the medium, or throws Conflict with `{decks, other_decks}` when decks use it and `force` is not set. */
export async function deleteMedium({ ctx, library, id, force }: { ctx: ServiceContext; library?: Library; id: number; force: boolean }): Promise<void> {
  const row = await loadMedium({ ctx, library, id, action: 'edit' });
  const keys = await fileKeysOf(ctx, row);
  if (!force) {
    const usage = await decksUsingMedia(ctx, keys);
    const count = usage.decks.length + usage.otherDecks;
    if (count) throw new Conflict(MESSAGES.mediaInUse(count), { decks: usage.decks, other_decks: usage.otherDecks });
  }
  const [deleted] = await ctx.db.delete(media).where(eq(media.id, row.id)).returning({ id: media.id });
  if (!deleted) return;
  await releaseStorage(ctx, row.userId, row.size);
  for (const key of keys) await ctx.storage.remove(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'media file not removed'));
}
