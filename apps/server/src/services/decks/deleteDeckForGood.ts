/**
 * Deleting a deck for good (permanent delete from the trash, or the trash purge): the row and everything that
 * cascades from it (revisions, links, exports' rows, tags…), plus the files those rows leave behind: the deck's
 * thumbnail, its export files and its recorded narration (its bytes given back to who recorded it). Library media stays: it belongs to the user, not the deck.
 */
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { decks, exports } from '../../db/schema.js';
import { removeGenerated } from '../media/generatedFiles.js';
import { deckAccessChanged } from './deckAccessChanged.js';
import { narrationOf } from '../narration/findNarration.js';
import { removeRecording } from '../narration/recordingStorage.js';

/**
 * Deletes deck `id` and its files; false when it was already gone (or `only`, a condition on the row checked in the
 * same statement, no longer holds). Authorisation is the caller's.
 */
export async function deleteDeckForGood(
  services: Pick<AppServices, 'db' | 'storage' | 'files' | 'events' | 'config' | 'log'>, id: number, only?: SQL,
): Promise<boolean> {
  const exportFiles = (await services.db.select({ fileKey: exports.fileKey }).from(exports).where(and(eq(exports.deckId, id), isNotNull(exports.fileKey))))
    .map((row) => row.fileKey!);
  const narration = await narrationOf(services, id);
  const [deleted] = await services.db.delete(decks).where(only ? and(eq(decks.id, id), only) : eq(decks.id, id)).returning({ thumbnailUrl: decks.thumbnailUrl });
  if (!deleted) return false;
  deckAccessChanged(services, id);
  try {
    for (const fileKey of exportFiles) await services.files.exports.remove(fileKey);
    const thumbnailKey = deleted.thumbnailUrl?.startsWith('/media/') ? deleted.thumbnailUrl.slice('/media/'.length) : null;
    if (thumbnailKey) await removeGenerated(services, thumbnailKey);
    if (narration) await removeRecording(services, narration.row.mediaId);
  } catch (error) {
    // The deck is gone either way; a file left behind is logged, not an error for the user.
    services.log.warn({ err: error, deckId: id }, 'files of a deleted deck not removed');
  }
  return true;
}
