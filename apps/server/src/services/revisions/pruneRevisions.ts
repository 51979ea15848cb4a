/**
 * Revision retention: every revision of the last day is kept; older than that, the newest revision of each hour for a
 * week, then the newest of each day. Named versions and each deck's newest revision are always kept. A kept revision
 * then holds the changes of the ones pruned before it: their authors and changed slides are folded into it.
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
  const doomed = await queryRows<{ id: number }>(db, sql`
    SELECT r.id FROM deck_revisions r JOIN (
      SELECT id, row_number() OVER (
        PARTITION BY deck_id, date_trunc(CASE WHEN created_at >= ${weekAgo.toISOString()}::timestamptz THEN 'hour' ELSE 'day' END, created_at AT TIME ZONE 'UTC')
        ORDER BY created_at DESC, version DESC
      ) AS rank
      FROM deck_revisions
      WHERE name IS NULL AND created_at < ${dayAgo.toISOString()}::timestamptz ${deckId === undefined ? sql`` : sql`AND deck_id = ${deckId}`}
    ) AS old ON r.id = old.id
    WHERE old.rank > 1
      AND r.version <> (SELECT max(version) FROM deck_revisions newest WHERE newest.deck_id = r.deck_id)`);
  if (!doomed.length) return 0;
  const ids = sql`ARRAY[${sql.join(doomed.map((row) => sql`${row.id}::integer`), sql`, `)}]`;
  return db.transaction(async (tx) => {
    // Each pruned revision's heir: the next revision of its deck that is kept.
    const heirs = sql`SELECT d.id AS doomed, (
        SELECT k.id FROM deck_revisions k WHERE k.deck_id = d.deck_id AND k.version > d.version AND NOT (k.id = ANY(${ids}))
        ORDER BY k.version LIMIT 1) AS heir
      FROM deck_revisions d WHERE d.id = ANY(${ids})`;
    await tx.execute(sql`INSERT INTO deck_revision_authors (revision_id, user_id)
      SELECT h.heir, a.user_id FROM (${heirs}) h JOIN deck_revision_authors a ON a.revision_id = h.doomed WHERE h.heir IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`UPDATE deck_revisions k SET changed_slide_ids = (
        SELECT coalesce(jsonb_agg(DISTINCT e), '[]'::jsonb) FROM (
          SELECT jsonb_array_elements_text(coalesce(k.changed_slide_ids, '[]'::jsonb)) AS e
          UNION SELECT jsonb_array_elements_text(coalesce(d.changed_slide_ids, '[]'::jsonb))
            FROM (${heirs}) h JOIN deck_revisions d ON d.id = h.doomed WHERE h.heir = k.id
        ) ids)
      WHERE k.id IN (SELECT heir FROM (${heirs}) h2 WHERE heir IS NOT NULL)`);
    const deleted = await queryRows<{ id: number }>(tx as unknown as Db, sql`DELETE FROM deck_revisions WHERE id = ANY(${ids}) RETURNING id`);
    return deleted.length;
  });
}
