/**
 * Revision retention: every revision of the last day is kept; older than that, the newest revision of each hour for a
 * week, then the newest of each day. Named versions and each deck's newest revision are always kept.
 */
import { sql } from 'drizzle-orm';
import { REVISIONS } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** Deletes the revisions retention does not keep (as of `now`, of one deck or all); returns how many were deleted. */
export async function pruneRevisions(db: Db, now = new Date(), deckId?: number): Promise<number> {
  const dayAgo = new Date(now.getTime() - REVISIONS.keepAllMs);
  const weekAgo = new Date(now.getTime() - REVISIONS.keepHourlyMs);
  // Buckets in UTC so the answer does not depend on the database session's time zone.
  const deleted = await queryRows<{ id: number }>(db, sql`
    DELETE FROM deck_revisions r USING (
      SELECT id, row_number() OVER (
        PARTITION BY deck_id, date_trunc(CASE WHEN created_at >= ${weekAgo.toISOString()}::timestamptz THEN 'hour' ELSE 'day' END, created_at AT TIME ZONE 'UTC')
        ORDER BY created_at DESC, version DESC
      ) AS rank
      FROM deck_revisions
      WHERE name IS NULL AND created_at < ${dayAgo.toISOString()}::timestamptz ${deckId === undefined ? sql`` : sql`AND deck_id = ${deckId}`}
    ) AS old
    WHERE r.id = old.id AND old.rank > 1
      AND r.version <> (SELECT max(version) FROM deck_revisions newest WHERE newest.deck_id = r.deck_id)
    RETURNING r.id`);
  return deleted.length;
}
