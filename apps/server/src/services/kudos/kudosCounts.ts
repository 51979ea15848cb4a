/** The kudos count of each listed deck, for deck cards (one grouped query per page of a list). */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { kudos } from '../../db/schema.js';

/** Deck id → its number of kudos, for decks of `ids` the caller may already list (0 when none). */
export async function kudosCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: kudos.deckId, value: count() }).from(kudos).where(inArray(kudos.deckId, [...ids])).groupBy(kudos.deckId);
  return new Map(rows.map((row) => [row.id, Number(row.value)]));
}
