/**
 * Rebuilds one deck's search rows (title, tag names, each slide's text and notes) from the stored deck. Run by the
 * `search-index` job after saves and tag changes, and by the backfill for decks whose index is missing or behind.
 */
import { and, eq, sql } from 'drizzle-orm';
import { loadDocument, slideTexts } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { deckSearch, deckTags, decks, slideSearch, tags } from '../../db/schema.js';

// ts_headline marks matches with these private-use characters; text must not carry them itself.
const MARKS = /[\uE000\uE001]/g;
const clean = (text: string) => text.replace(MARKS, '').replaceAll('\u0000', '');

/** Writes the deck's rows in one transaction; a deck that no longer exists leaves nothing behind (cascade). */
export async function indexDeck(db: Db, deckId: number): Promise<void> {
  const [deck] = await db.select({ title: decks.title, document: decks.document, version: decks.version })
    .from(decks).where(eq(decks.id, deckId));
  if (!deck) return;
  const tagRows = await db.select({ name: tags.name }).from(deckTags)
    .innerJoin(tags, and(eq(tags.id, deckTags.tagId), eq(tags.tagType, 'deck'))).where(eq(deckTags.deckId, deckId));
  let slides: ReturnType<typeof slideTexts> = [];
  try {
    slides = slideTexts(loadDocument(deck.document));
  } catch {
    // A stored document that no longer loads is still findable by title and tags.
  }
  await db.transaction(async (tx) => {
    // Two saves indexed at once: the row lock makes them take turns, and the older version never overwrites the newer.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5ea2c4}, ${deckId})`);
    const [current] = await tx.select({ version: deckSearch.indexedVersion }).from(deckSearch).where(eq(deckSearch.deckId, deckId));
    if (current && current.version > deck.version) return;
    await tx.delete(slideSearch).where(eq(slideSearch.deckId, deckId));
    const title = clean(deck.title);
    const tagNames = clean(tagRows.map((t) => t.name).join(' '));
    const body = clean(slides.map((s) => s.text).filter(Boolean).join(' \n '));
    const notes = clean(slides.map((s) => s.notes).filter(Boolean).join(' \n '));
    const fields = { title, tagNames, body, notes, indexedVersion: deck.version };
    await tx.insert(deckSearch).values({ deckId, ...fields }).onConflictDoUpdate({ target: deckSearch.deckId, set: fields });
    const rows = slides.filter((s) => s.text || s.notes)
      .map((s) => ({ deckId, number: s.number, h: s.h, v: s.v, body: clean(s.text), notes: clean(s.notes) }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(slideSearch).values(rows.slice(i, i + 500));
  });
}
