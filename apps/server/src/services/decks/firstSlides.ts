/**
 * The first slide of each listed deck, for the small preview on deck cards (SPEC §2 deck thumbnail widget, until
 * rendered thumbnail images exist). Read from the document in SQL so a list never carries whole documents; speaker
 * notes and vertical sub-slides are stripped, and a first slide bigger than FIRST_SLIDE_MAX_BYTES (inline media)
 * is left out so one deck cannot bloat a page of the list.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decks } from '../../db/schema.js';

/** Largest first slide (serialised JSON) a list item carries. */
export const FIRST_SLIDE_MAX_BYTES = 32 * 1024;

/** Deck id → its first slide (notes removed), for the decks of `ids` the caller may already list. */
export async function firstSlides(db: Db, ids: readonly number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const first = sql`(${decks.document} -> 'slides' -> 0)`;
  const rows = await db
    .select({ id: decks.id, slide: sql<unknown>`${first} - 'notes' - 'children'` })
    .from(decks)
    .where(and(inArray(decks.id, [...ids]), sql`jsonb_typeof(${first}) = 'object'`, sql`octet_length(${first}::text) <= ${FIRST_SLIDE_MAX_BYTES}`));
  return new Map(rows.map((row) => [row.id, row.slide]));
}
