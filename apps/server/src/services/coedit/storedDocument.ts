/**
 * The deck as stored: the document column, plus the co-editing ops logged after it when the op commit has not folded
 * them in yet (`decks.snapshot_version`, opCommit.ts). Every reader of a deck's content goes through here (the deck
 * cache, search, revisions, the locked op commit), so snapshot + tail reads exactly as the full replay would.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { applyOp, loadDocument, type DeckDocument, type Op } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { deckOps, decks } from '../../db/schema.js';
import type { VersionedDocument } from './deckDocuments.js';

export interface StoredDeck {
  id: number;
  version: number;
  document: unknown;
  snapshotVersion: number | null;
}

/** Raised when the log does not replay onto the snapshot: the stored deck is damaged (never expected). */
export class TailDoesNotApply extends Error {}

/** The deck's document at its `version`. */
export async function storedDocument(db: Db, deck: StoredDeck): Promise<DeckDocument> {
  const snapshot = loadDocument(deck.document);
  if (deck.snapshotVersion === null || deck.snapshotVersion >= deck.version) return snapshot;
  // Up to the row's version: ops committed after the row was read belong to a later read.
  const rows = await db.select({ seq: deckOps.seq, op: deckOps.op }).from(deckOps)
    .where(and(eq(deckOps.deckId, deck.id), gt(deckOps.seq, deck.snapshotVersion), lte(deckOps.seq, deck.version)))
    .orderBy(asc(deckOps.seq));
  return replay(snapshot, rows.map((row) => row.op as Op), deck.id);
}

/**
 * The deck at `head.version`: this process's copy (`copyNow`, read again after the log is read: the copy may have
 * followed other processes' ops meanwhile) plus the ops logged after it when the log holds every one (no
 * whole-document save came between), else the stored deck read whole. Reads no document when the copy is current.
 */
export async function documentAt(db: Db, deckId: number, head: { version: number; snapshotVersion: number | null }, copyNow: () => VersionedDocument | undefined): Promise<DeckDocument> {
  const copy = copyNow();
  if (copy && copy.version === head.version) return copy.doc;
  if (copy && copy.version < head.version) {
    const rows = await db.select({ seq: deckOps.seq, op: deckOps.op }).from(deckOps)
      .where(and(eq(deckOps.deckId, deckId), gt(deckOps.seq, copy.version), lte(deckOps.seq, head.version)))
      .orderBy(asc(deckOps.seq));
    if (rows.length === head.version - copy.version) {
      // Text merged once per process: the copy's newest state is where its merged text is kept (richText/sharedText).
      const latest = copyNow();
      const base = latest && latest.version >= copy.version && latest.version <= head.version ? latest : copy;
      return replay(base.doc, rows.filter((row) => row.seq > base.version).map((row) => row.op as Op), deckId);
    }
  }
  const [row] = await db.select({ document: decks.document }).from(decks).where(eq(decks.id, deckId));
  return storedDocument(db, { id: deckId, ...head, document: row!.document });
}

/**
 * `copy` moved on by every op logged after it, read without a lock (the log may grow meanwhile: the caller's
 * compare-and-set decides). Null when the log does not hold each of them (a whole-document save came between) or
 * they do not apply.
 */
export async function caughtUpFromLog(db: Db, deckId: number, copy: VersionedDocument): Promise<VersionedDocument | null> {
  const rows = await db.select({ seq: deckOps.seq, op: deckOps.op }).from(deckOps)
    .where(and(eq(deckOps.deckId, deckId), gt(deckOps.seq, copy.version)))
    .orderBy(asc(deckOps.seq));
  if (!rows.length || rows.some((row, i) => row.seq !== copy.version + 1 + i)) return null;
  try {
    return { version: copy.version + rows.length, doc: replay(copy.doc, rows.map((row) => row.op as Op), deckId) };
  } catch (error) {
    if (error instanceof TailDoesNotApply) return null;
    throw error;
  }
}

/** `ops` applied in turn onto `doc` (each applied once already, when it was committed). */
export function replay(doc: DeckDocument, ops: Op[], deckId: number): DeckDocument {
  for (const op of ops) {
    const result = applyOp(doc, op);
    if (!result.ok) throw new TailDoesNotApply(`deck ${deckId}: a logged op does not apply to its snapshot (${result.error.message})`);
    doc = result.doc;
  }
  return doc;
}
