/**
 * Records the deck's current content as a revision: the one place revisions are written, whichever way the content
 * was saved (HTTP saves, co-editing ops, restore). One revision per deck version; recording a version twice is a no-op
 * (naming it sets its name). A revision credits everyone whose changes it holds: the authors' bursts (deck_edit_bursts,
 * written with each save) up to its version are taken by it.
 */
import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import { countSlides, loadDocument } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { deckEditBursts, deckRevisionAuthors, deckRevisions, decks, type DeckRow } from '../../db/schema.js';
import { changedSlideIds } from './changedSlides.js';
import { storedDocument } from '../coedit/storedDocument.js';
import { revisionSettingsOf, type SettingsColumns } from './revisionSettings.js';

export type RevisionRow = typeof deckRevisions.$inferSelect;

/** Ids of the slides of `document` that are new or differ from the deck's revision before `version`. */
async function changedSinceBefore(db: Db, deckId: number, version: number, document: unknown): Promise<string[]> {
  const [previous] = await db.select({ document: deckRevisions.document }).from(deckRevisions)
    .where(and(eq(deckRevisions.deckId, deckId), lt(deckRevisions.version, version))).orderBy(desc(deckRevisions.version)).limit(1);
  return changedSlideIds(previous?.document ?? null, document);
}

/**
 * Snapshots `deck` (its current row: slides, title and settings) as the revision of its version; returns that
 * revision (existing or new). `userId` is who cut it; its authors are the users whose bursts it holds (`userId` when
 * none is known, e.g. older saves).
 */
export async function recordRevision(
  db: Db, deck: Pick<DeckRow, 'id' | 'version' | 'title' | 'document'> & SettingsColumns, { userId, name }: { userId: number | null; name?: string },
): Promise<RevisionRow> {
  const changedSlideIds = await changedSinceBefore(db, deck.id, deck.version, deck.document);
  return db.transaction(async (tx) => {
    const held = await tx.select({ userId: deckEditBursts.userId }).from(deckEditBursts)
      .where(and(eq(deckEditBursts.deckId, deck.id), lte(deckEditBursts.firstVersion, deck.version)));
    // The bursts up to this version are held now; an author who saved after it keeps a burst from the next version on.
    await tx.delete(deckEditBursts).where(and(eq(deckEditBursts.deckId, deck.id), lte(deckEditBursts.lastVersion, deck.version)));
    await tx.update(deckEditBursts).set({ firstVersion: deck.version + 1, startedAt: sql`now()` })
      .where(and(eq(deckEditBursts.deckId, deck.id), lte(deckEditBursts.firstVersion, deck.version)));

    const slideCount = countSlides(loadDocument(deck.document));
    const values = { deckId: deck.id, version: deck.version, userId, title: deck.title, document: deck.document, slideCount, name: name ?? null, changedSlideIds,
      settings: revisionSettingsOf(deck) };
    const [created] = await tx.insert(deckRevisions).values(values).onConflictDoNothing().returning();
    if (created) {
      const authors = held.length ? held.map((row) => row.userId) : userId === null ? [] : [userId];
      if (authors.length) await tx.insert(deckRevisionAuthors).values(authors.map((author) => ({ revisionId: created.id, userId: author }))).onConflictDoNothing();
      return created;
    }
    const where = and(eq(deckRevisions.deckId, deck.id), eq(deckRevisions.version, deck.version));
    if (name !== undefined) return (await tx.update(deckRevisions).set({ name }).where(where).returning())[0]!;
    return (await tx.select().from(deckRevisions).where(where).limit(1))[0]!;
  });
}

/** Records the deck's current content (read fresh) as a revision, unless it is gone or trashed; the settle job's work. */
export async function recordCurrentRevision(db: Db, deckId: number, userId: number | null): Promise<RevisionRow | null> {
  const [deck] = await db.select().from(decks).where(eq(decks.id, deckId)).limit(1);
  if (!deck || deck.lifecycle !== 'active') return null;
  return recordRevision(db, { ...deck, document: await storedDocument(db, deck) }, { userId });
}
