/**
 * Which slide template ids exist. Slide templates are built in parallel with themes: while their table is absent the
 * ids are taken as given (kept in theme_slide_templates, keyed by id); once a `slide_templates` table exists, unknown
 * ids are refused. The one place that knows how slide templates are stored.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** The subset of `ids` that name slide templates of the team (all of them while slide templates have no table). */
export async function existingSlideTemplateIds(db: Db, teamId: number, ids: readonly number[]): Promise<number[]> {
  const [table] = await queryRows<{ present: boolean }>(db, sql`SELECT to_regclass('slide_templates') IS NOT NULL AS present`);
  if (!table?.present) return [...ids];
  const columns = await queryRows<{ column_name: string }>(db,
    sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'slide_templates' AND column_name = 'team_id'`);
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const found = await queryRows<{ id: number }>(db, columns.length
    ? sql`SELECT id FROM slide_templates WHERE id IN (${list}) AND (team_id = ${teamId} OR team_id IS NULL)`
    : sql`SELECT id FROM slide_templates WHERE id IN (${list})`);
  return found.map((row) => Number(row.id));
}
