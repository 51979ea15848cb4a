/** Decks whose search rows are missing or older than the deck (after the migration, or a lost index job). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** Up to `limit` such deck ids, oldest change first. */
export async function staleDecks(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    SELECT d.id FROM decks d LEFT JOIN deck_search s ON s.deck_id = d.id
    WHERE s.deck_id IS NULL OR s.indexed_version < d.version
    ORDER BY d.updated_at LIMIT ${limit}`);
  return rows.map((row) => Number(row.id));
}
