/**
 * The two ways an op batch reaches the database (the deck row is the snapshot, `deck_ops` the log).
 * - `commitIfCurrent`: planned on this process's copy of the document, written in one statement that holds only while
 *   the stored version is still the planned-on one (a compare-and-set: one round trip, no transaction, no row lock).
 * - `commitLocked`: the deck row locked, the stored document read when the copy is not current, resends checked
 *   against the log, planned, written. Used when there is no current copy, the compare-and-set lost, or a batch holds a
 *   resend or a refusal (which must be decided on the stored state).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { countSlides, loadDocument, type Op } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { deckEditBursts, deckOps, decks } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import type { VersionedDocument } from './deckDocuments.js';
import { OP_LOG_KEEP, OP_LOG_PRUNE_EVERY } from './opInput.js';
import { planBatch, type BatchPlan, type LoggedOp, type QueuedOp } from './planBatch.js';

/** Plans on `current` and writes if the stored version is still `current.version`; null when it moved (or the batch needs the locked path). */
export async function commitIfCurrent(db: Db, deckId: number, current: VersionedDocument, batch: QueuedOp[]): Promise<BatchPlan | null> {
  if (batch.some((item) => item.submission.retry)) return null;
  const plan = planBatch(current.doc, current.version, batch, new Map());
  if (!plan.logged.length || plan.outcomes.some((o) => !o.ok)) return null;
  const written = await writePlan(db, deckId, current.version, plan);
  if (!written) return null;
  await pruneLog(db, deckId, current.version, plan.version);
  return plan;
}

/** Under the deck row's lock: always decides, on the stored state. `checkAll` looks up every op in the log, not only resends. */
export async function commitLocked(db: Db, deckId: number, current: VersionedDocument | undefined, batch: QueuedOp[], checkAll: boolean): Promise<BatchPlan | null> {
  return db.transaction(async (tx) => {
    // The row lock, and the stored document only when the copy is not of the current version: one round trip.
    const [head] = await tx.select({
      version: decks.version, lifecycle: decks.lifecycle,
      document: sql`case when ${decks.version} = ${current?.version ?? -1} then null else ${decks.document} end`.mapWith(decks.document),
    }).from(decks).where(eq(decks.id, deckId)).for('update');
    if (!head || head.lifecycle !== 'active') return null;
    // Only a resent op can have been applied already (a first send cannot): one query less on the hot path. A client
    // lying about it meets the unique index, and the batch is then redone with every op checked.
    const ids = batch.filter((item) => checkAll || item.submission.retry).map((item) => item.submission.clientOpId);
    const rows = ids.length ? await tx.select().from(deckOps).where(and(eq(deckOps.deckId, deckId), inArray(deckOps.clientOpId, ids))) : [];
    const earlier = new Map(rows.map((row): [string, LoggedOp] => [row.clientOpId, { seq: row.seq, op: row.op as Op, clientOpId: row.clientOpId, userId: row.userId }]));
    const doc = current?.version === head.version ? current.doc : loadDocument(head.document);
    const plan = planBatch(doc, head.version, batch, earlier);
    if (plan.logged.length) {
      await writePlan(tx as unknown as Db, deckId, head.version, plan);
      await pruneLog(tx as unknown as Db, deckId, head.version, plan.version);
    }
    return plan;
  });
}

/**
 * The document, its version, the log rows and the authors' edit bursts (services/revisions/editBursts.ts) in one
 * statement, only if the active deck is still at `from`; true when written.
 * (A data-modifying CTE runs once; the insert joins its result, so no row is logged when the update matched none.)
 */
async function writePlan(db: Db, deckId: number, from: number, plan: BatchPlan): Promise<boolean> {
  const values = sql.join(plan.logged.map((entry) =>
    sql`(${entry.seq}::integer, ${entry.userId}::integer, ${entry.clientOpId}::text, ${JSON.stringify(entry.op)}::jsonb)`), sql`, `);
  const inserted = await queryRows<{ seq: number }>(db, sql`WITH saved AS (
      UPDATE ${decks} SET document = ${JSON.stringify(plan.doc)}::jsonb, slide_count = ${countSlides(plan.doc)}, version = ${plan.version}, updated_at = now()
      WHERE id = ${deckId} AND version = ${from} AND lifecycle = 'active'
      RETURNING id
    ), v(seq, user_id, client_op_id, op) AS (VALUES ${values}),
    bursts AS (
      INSERT INTO ${deckEditBursts} (deck_id, user_id, first_version, last_version)
      SELECT saved.id, v.user_id, min(v.seq), max(v.seq) FROM saved, v WHERE v.user_id IS NOT NULL GROUP BY saved.id, v.user_id
      ON CONFLICT (deck_id, user_id) DO UPDATE SET last_version = greatest(${deckEditBursts}.last_version, excluded.last_version), last_at = now()
    )
    INSERT INTO ${deckOps} (deck_id, seq, user_id, client_op_id, op)
    SELECT saved.id, v.seq, v.user_id, v.client_op_id, v.op FROM saved, v
    RETURNING seq`);
  return inserted.length === plan.logged.length;
}

/** Keeps the last OP_LOG_KEEP ops (the deck row is the snapshot further back), pruned each time the sequence passes a multiple of OP_LOG_PRUNE_EVERY. */
async function pruneLog(db: Db, deckId: number, from: number, to: number): Promise<void> {
  if (Math.floor(to / OP_LOG_PRUNE_EVERY) === Math.floor(from / OP_LOG_PRUNE_EVERY)) return;
  await db.delete(deckOps).where(and(eq(deckOps.deckId, deckId), lte(deckOps.seq, to - OP_LOG_KEEP)));
}
