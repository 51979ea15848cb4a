/**
 * Records the deck's current content as a revision: the one place revisions are written, whichever way the content
 * was saved (HTTP saves, co-editing ops, restore). One revision per deck version; recording a version twice is a no-op
 * (naming it sets its name).
 */
import { and, eq, sql } from 'drizzle-orm';
import { countSlides, loadDocument } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { deckRevisions, decks, type DeckRow } from '../../db/schema.js';

export type RevisionRow = typeof deckRevisions.$inferSelect;

/** Snapshots `deck` (its current row) as the revision of its version; returns that revision (existing or new). */
export async function recordRevision(
  db: Db, deck: Pick<DeckRow, 'id' | 'version' | 'title' | 'document'>, { userId, name }: { userId: number | null; name?: string },
): Promise<RevisionRow> {
  const slideCount = countSlides(loadDocument(deck.document));
  const values = { deckId: deck.id, version: deck.version, userId, title: deck.title, document: deck.document, slideCount, name: name ?? null };
  const [row] = name === undefined
    ? await db.insert(deckRevisions).values(values).onConflictDoNothing().returning()
    : await db.insert(deckRevisions).values(values)
      .onConflictDoUpdate({ target: [deckRevisions.deckId, deckRevisions.version], set: { name: sql`excluded.name` } }).returning();
  if (row) return row;
  const [existing] = await db.select().from(deckRevisions)
    .where(and(eq(deckRevisions.deckId, deck.id), eq(deckRevisions.version, deck.version))).limit(1);
  return existing!;
}

/** Records the deck's current content (read fresh) as a revision, unless it is gone or trashed; the settle job's work. */
export async function recordCurrentRevision(db: Db, deckId: number, userId: number | null): Promise<RevisionRow | null> {
  const [deck] = await db.select({ id: decks.id, version: decks.version, title: decks.title, document: decks.document, lifecycle: decks.lifecycle })
    .from(decks).where(eq(decks.id, deckId)).limit(1);
  if (!deck || deck.lifecycle !== 'active') return null;
  return recordRevision(db, deck, { userId });
}
