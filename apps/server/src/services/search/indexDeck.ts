/**
 * Rebuilds one deck's search rows (title, tag names, each slide's text and notes) from the stored deck. Run by the
 * `search-index` job after saves and tag changes, and by the backfill for decks whose index is missing or behind.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { slideTexts } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { deckSearch, deckTags, decks, slideSearch, tags } from '../../db/schema.js';
import { storedDocument } from '../coedit/storedDocument.js';

// ts_headline marks matches with these private-use characters; text must not carry them itself.
const MARKS = /[\uE000\uE001]/g;
const clean = (text: string) => text.replace(MARKS, '').replaceAll('\u0000', '');

/** Brings the deck's rows up to date in one transaction; a deck that no longer exists leaves nothing behind (cascade). */
export async function indexDeck(db: Db, deckId: number): Promise<void> {
  const [deck] = await db.select({ id: decks.id, title: decks.title, document: decks.document, version: decks.version, snapshotVersion: decks.snapshotVersion })
    .from(decks).where(eq(decks.id, deckId));
  if (!deck) return;
  const tagRows = await db.select({ name: tags.name }).from(deckTags)
    .innerJoin(tags, and(eq(tags.id, deckTags.tagId), eq(tags.tagType, 'deck'))).where(eq(deckTags.deckId, deckId));
  let slides: ReturnType<typeof slideTexts> = [];
  try {
    slides = slideTexts(await storedDocument(db, deck));
  } catch {
    // A stored document that no longer loads is still findable by title and tags.
  }
  await db.transaction(async (tx) => {
    // Two saves indexed at once: the row lock makes them take turns, and the older version never overwrites the newer.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5ea2c4}, ${deckId})`);
    const [current] = await tx.select({
      version: deckSearch.indexedVersion, title: deckSearch.title, tagNames: deckSearch.tagNames, body: deckSearch.body, notes: deckSearch.notes,
    }).from(deckSearch).where(eq(deckSearch.deckId, deckId));
    if (current && current.version > deck.version) return;
    const title = clean(deck.title);
    const tagNames = clean(tagRows.map((t) => t.name).join(' '));
    const body = clean(slides.map((s) => s.text).filter(Boolean).join(' \n '));
    const notes = clean(slides.map((s) => s.notes).filter(Boolean).join(' \n '));
    const fields = { title, tagNames, body, notes, indexedVersion: deck.version };
    const same = current && current.title === title && current.tagNames === tagNames && current.body === body && current.notes === notes;
    // An unchanged text is not indexed again (its tsvectors are the costly part): only the version it holds moves.
    await tx.insert(deckSearch).values({ deckId, ...fields }).onConflictDoUpdate({ target: deckSearch.deckId, set: same ? { indexedVersion: deck.version } : fields });
    const rows = slides.filter((s) => s.text || s.notes)
      .map((s) => ({ deckId, number: s.number, h: s.h, v: s.v, body: clean(s.text), notes: clean(s.notes) }));
    await writeSlideRows(tx as unknown as Db, deckId, rows);
  });
}

type SlideRow = typeof slideSearch.$inferInsert;

/**
 * The deck's slide rows made to equal `rows`, touching only the slides whose place or text changed: typing on one
 * slide of a 300-slide deck re-indexes that slide, not 300.
 */
async function writeSlideRows(db: Db, deckId: number, rows: SlideRow[]): Promise<void> {
  const held = await db.select({ number: slideSearch.number, h: slideSearch.h, v: slideSearch.v, body: slideSearch.body, notes: slideSearch.notes })
    .from(slideSearch).where(eq(slideSearch.deckId, deckId));
  const wanted = new Map(rows.map((row) => [row.number, row]));
  const gone = held.filter((row) => !wanted.has(row.number)).map((row) => row.number);
  if (gone.length) await db.delete(slideSearch).where(and(eq(slideSearch.deckId, deckId), inArray(slideSearch.number, gone)));
  const heldBy = new Map(held.map((row) => [row.number, row]));
  const changed = rows.filter((row) => {
    const before = heldBy.get(row.number);
    return !before || before.h !== row.h || before.v !== row.v || before.body !== row.body || before.notes !== row.notes;
  });
  const set = { h: sql`excluded.h`, v: sql`excluded.v`, body: sql`excluded.body`, notes: sql`excluded.notes` };
  for (let i = 0; i < changed.length; i += 500) {
    await db.insert(slideSearch).values(changed.slice(i, i + 500)).onConflictDoUpdate({ target: [slideSearch.deckId, slideSearch.number], set });
  }
}
