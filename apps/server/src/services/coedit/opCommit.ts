/**
 * The two ways an op batch reaches the database (the deck row is the snapshot, `deck_ops` the log). A batch costs what
 * it changes, not the deck's size: it appends its ops and moves the version, and leaves the document column behind
 * (`snapshot_version`) until the sequencer folds the ops in (compaction.ts) or the tail reaches SNAPSHOT_MAX_TAIL ops.
 * Readers get snapshot + tail (storedDocument.ts); an acknowledged op is in the log, so it survives kill -9.
 * - `commitIfCurrent`: planned on this process's copy of the document, written in one statement that holds only while
 *   the stored version is still the planned-on one (a compare-and-set: one round trip, no transaction, no row lock);
 *   a copy another process's commit overtook is caught up from the log and tried once more (three round trips).
 * - `commitLocked`: the deck row locked, the copy caught up from the log (or the stored deck read) when it is not
 *   current, resends checked against the log, planned, written. Used when there is no current copy, the
 *   compare-and-set lost, or a batch holds a resend or a refusal (which must be decided on the stored state).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { countSlides, type Op } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { deckEditBursts, deckOps, decks } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import type { VersionedDocument } from './deckDocuments.js';
import { OP_LOG_KEEP, OP_LOG_PRUNE_EVERY } from './opInput.js';
import { planBatch, type BatchPlan, type LoggedOp, type QueuedOp } from './planBatch.js';
import { caughtUpFromLog, documentAt } from './storedDocument.js';

/** The most ops a batch leaves unfolded behind the document: past it, the batch writes the document itself. */
export const SNAPSHOT_MAX_TAIL = 200;

/** A committed plan, and the version the stored document is at after it (`plan.version` when it was written). */
export type CommittedPlan = BatchPlan & { snapshotVersion: number };

/**
 * Plans on `current` and writes if the stored version is still `current.version`. A copy other processes' commits
 * overtook (the write lost, or an op builds on a sequence the copy has not reached) is caught up from the log, without
 * a lock, and tried once more. Null when that fails too, or the batch needs the locked path (a resend, a refusal).
 * `snapshotVersion` is where the stored document was last known to be (by this process).
 */
export async function commitIfCurrent(db: Db, deckId: number, current: VersionedDocument, batch: QueuedOp[], snapshotVersion: number): Promise<CommittedPlan | null> {
  if (batch.some((item) => item.submission.retry)) return null;
  for (let copy: VersionedDocument | null = current, tries = 0; copy && tries < 2; tries += 1) {
    const plan = planBatch(copy.doc, copy.version, batch, new Map());
    if (plan.logged.length && plan.outcomes.every((o) => o.ok)) {
      const stored = await writePlan(db, deckId, copy.version, plan, plan.version - snapshotVersion > SNAPSHOT_MAX_TAIL);
      if (stored !== null) {
        await pruneLog(db, deckId, copy.version, plan.version);
        return { ...plan, snapshotVersion: stored };
      }
    }
    if (tries === 0) copy = await caughtUpFromLog(db, deckId, copy);
  }
  return null;
}

/**
 * Under the deck row's lock: always decides, on the stored state. `copyNow` answers this process's copy of the deck
 * (none: read the stored one). `checkAll` looks up every op in the log, not only resends.
 */
export async function commitLocked(db: Db, deckId: number, copyNow: () => VersionedDocument | undefined, batch: QueuedOp[], checkAll: boolean): Promise<CommittedPlan | null> {
  return db.transaction(async (tx) => {
    const [head] = await tx.select({ version: decks.version, lifecycle: decks.lifecycle, snapshotVersion: decks.snapshotVersion })
      .from(decks).where(eq(decks.id, deckId)).for('update');
    if (!head || head.lifecycle !== 'active') return null;
    // Only a resent op can have been applied already (a first send cannot): one query less on the hot path. A client
    // lying about it meets the unique index, and the batch is then redone with every op checked.
    const ids = batch.filter((item) => checkAll || item.submission.retry).map((item) => item.submission.clientOpId);
    const rows = ids.length ? await tx.select().from(deckOps).where(and(eq(deckOps.deckId, deckId), inArray(deckOps.clientOpId, ids))) : [];
    const earlier = new Map(rows.map((row): [string, LoggedOp] => [row.clientOpId, { seq: row.seq, op: row.op as Op, clientOpId: row.clientOpId, userId: row.userId }]));
    // A copy a few ops behind (another process committed them) catches up from the log, without the whole document.
    const doc = await documentAt(tx as unknown as Db, deckId, head, copyNow);
    const plan = planBatch(doc, head.version, batch, earlier);
    const snapshot = head.snapshotVersion ?? head.version;
    if (!plan.logged.length) return { ...plan, snapshotVersion: snapshot };
    const stored = await writePlan(tx as unknown as Db, deckId, head.version, plan, plan.version - snapshot > SNAPSHOT_MAX_TAIL);
    await pruneLog(tx as unknown as Db, deckId, head.version, plan.version);
    return { ...plan, snapshotVersion: stored! };
  });
}

/**
 * Folds the tail into the document: writes `entry` (the deck at `entry.version`) if the deck is still at that version
 * and has a tail. True when written; false when the deck moved on (its next committer folds) or had no tail.
 */
export async function foldTail(db: Db, deckId: number, entry: VersionedDocument): Promise<boolean> {
  const folded = await db.update(decks).set({ document: entry.doc, snapshotVersion: null })
    .where(and(eq(decks.id, deckId), eq(decks.version, entry.version), sql`${decks.snapshotVersion} IS NOT NULL`))
    .returning({ id: decks.id });
  return folded.length > 0;
}

/**
 * The version, the log rows and the authors' edit bursts (services/revisions/editBursts.ts) in one statement, only if
 * the active deck is still at `from`, and the document too when `withDocument` (else it stays at its snapshot
 * version). Answers the version the stored document is at after it, or null when nothing was written.
 * (A data-modifying CTE runs once; the insert joins its result, so no row is logged when the update matched none.)
 */
async function writePlan(db: Db, deckId: number, from: number, plan: BatchPlan, withDocument: boolean): Promise<number | null> {
  const values = sql.join(plan.logged.map((entry) =>
    sql`(${entry.seq}::integer, ${entry.userId}::integer, ${entry.clientOpId}::text, ${JSON.stringify(entry.op)}::jsonb)`), sql`, `);
  const content = withDocument
    ? sql`document = ${JSON.stringify(plan.doc)}::jsonb, snapshot_version = NULL`
    : sql`snapshot_version = coalesce(snapshot_version, ${from})`;
  const inserted = await queryRows<{ seq: number; snapshot: number }>(db, sql`WITH saved AS (
      UPDATE ${decks} SET ${content}, slide_count = ${countSlides(plan.doc)}, version = ${plan.version}, updated_at = now()
      WHERE id = ${deckId} AND version = ${from} AND lifecycle = 'active'
      RETURNING id, coalesce(snapshot_version, version) AS snapshot
    ), v(seq, user_id, client_op_id, op) AS (VALUES ${values}),
    bursts AS (
      INSERT INTO ${deckEditBursts} (deck_id, user_id, first_version, last_version)
      SELECT saved.id, v.user_id, min(v.seq), max(v.seq) FROM saved, v WHERE v.user_id IS NOT NULL GROUP BY saved.id, v.user_id
      ON CONFLICT (deck_id, user_id) DO UPDATE SET last_version = greatest(${deckEditBursts}.last_version, excluded.last_version), last_at = now()
    )
    INSERT INTO ${deckOps} (deck_id, seq, user_id, client_op_id, op)
    SELECT saved.id, v.seq, v.user_id, v.client_op_id, v.op FROM saved, v
    RETURNING seq, (SELECT snapshot FROM saved) AS snapshot`);
  return inserted.length === plan.logged.length ? Number(inserted[0]!.snapshot) : null;
}

/**
 * Keeps the last OP_LOG_KEEP ops, and every op the document does not hold yet (the tail), pruned each time the
 * sequence passes a multiple of OP_LOG_PRUNE_EVERY.
 */
async function pruneLog(db: Db, deckId: number, from: number, to: number): Promise<void> {
  if (Math.floor(to / OP_LOG_PRUNE_EVERY) === Math.floor(from / OP_LOG_PRUNE_EVERY)) return;
  const held = sql`coalesce((SELECT snapshot_version FROM ${decks} WHERE id = ${deckId}), ${to})`;
  await db.delete(deckOps).where(and(eq(deckOps.deckId, deckId), lte(deckOps.seq, to - OP_LOG_KEEP), sql`${deckOps.seq} <= ${held}`));
}
