/**
 * The first slide of each listed deck, for the small preview on deck cards (SPEC §2 deck thumbnail widget, until
 * rendered thumbnail images exist). Read from `decks.first_slide`, which the database keeps from the document on every
 * write (speaker notes and vertical sub-slides stripped, a first slide bigger than FIRST_SLIDE_MAX_BYTES left out), so
 * a list never reads a whole document: its cost does not grow with the decks' sizes.
 */
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decks } from '../../db/schema.js';

export { FIRST_SLIDE_MAX_BYTES } from '../../db/schema.js';

/** Deck id → its first slide (notes removed), for the decks of `ids` the caller may already list. */
export async function firstSlides(db: Db, ids: readonly number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: decks.id, slide: decks.firstSlide })
    .from(decks)
    .where(and(inArray(decks.id, [...ids]), isNotNull(decks.firstSlide)));
  return new Map(rows.map((row) => [row.id, row.slide]));
}
