/**
 * Applies ops from co-editors (issue 16 §2): each authorised by the policy and validated by @podium/deck, its text
 * merged onto whatever changed since its base, applied to the current document in a transaction (the deck row is
 * locked, so processes take turns) and appended to the op log with the next sequence number (= the deck's new
 * version). Ops of one deck that arrive while a transaction runs are applied together in the next one (group commit):
 * twenty people typing cost a handful of commits a second, not a hundred.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { applyOp, countSlides, loadDocument, mergeOp, Op } from '@podium/deck';
import type { ServiceContext } from '../../context.js';
import { deckOps, decks } from '../../db/schema.js';
import { Conflict, Invalid, NotFound } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { authorizeOps } from './authorizeOps.js';
import { OP_LOG_KEEP, OP_LOG_PRUNE_EVERY, OpSubmission } from './opInput.js';
import { documentCache, noteOpsSaved } from './documentCache.js';

/** An op as the log holds it: what every client applies at `seq`. */
export interface LoggedOp {
  seq: number;
  op: Op;
  clientOpId: string;
  userId: number | null;
}

export type Applied = { logged: LoggedOp; duplicate: boolean };

/** Raised when an op does not apply (e.g. its block was deleted meanwhile); `code` is the op error's code. */
export class OpRefused extends Conflict {
  constructor(message: string, readonly code: string) {
    super(message, { code });
  }
}

interface Queued {
  submission: OpSubmission;
  op: Op;
  userId: number | null;
  resolve: (value: Applied) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 200;
const queues = new Map<number, { items: Queued[]; running: boolean }>();

/** Validates, authorises and applies a submission; answers the logged op (the first answer again for a retry). */
export async function applyDeckOps({ ctx, input }: { ctx: ServiceContext; input: unknown }): Promise<Applied> {
  const parsed = OpSubmission.safeParse(input);
  if (!parsed.success) throw Invalid.field('op', parsed.error.issues[0]?.message ?? 'Invalid op');
  const submission = parsed.data;
  await authorizeOps(ctx, submission.deckId);
  const op = Op.safeParse(submission.op);
  if (!op.success) throw Invalid.field('op', op.error.issues[0]?.message ?? 'Invalid op');
  return new Promise<Applied>((resolve, reject) => {
    const queue = queues.get(submission.deckId) ?? { items: [], running: false };
    queues.set(submission.deckId, queue);
    queue.items.push({ submission, op: op.data, userId: ctx.user?.id ?? null, resolve, reject });
    if (!queue.running) void drain(ctx, submission.deckId);
  });
}

async function drain(ctx: ServiceContext, deckId: number): Promise<void> {
  const queue = queues.get(deckId)!;
  queue.running = true;
  while (queue.items.length) {
    const batch = queue.items.splice(0, MAX_BATCH);
    try {
      const outcomes = await applyBatch(ctx, deckId, batch).catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        documentCache.delete(deckId);
        return applyBatch(ctx, deckId, batch, true);
      });
      if (outcomes.some((o) => o.ok && !o.value.duplicate)) {
        ctx.events.broadcast('deck-changed', { deckId });
        const last = outcomes.reduce<Applied | null>((best, o) => (o.ok && (!best || o.value.logged.seq > best.logged.seq) ? o.value : best), null);
        if (last) noteOpsSaved(ctx, deckId, last.logged.seq, last.logged.userId);
      }
      batch.forEach((item, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) item.resolve(outcome.value);
        else item.reject(outcome.error);
      });
    } catch (error) {
      documentCache.delete(deckId);
      batch.forEach((item) => item.reject(error));
    }
  }
  queue.running = false;
  queues.delete(deckId);
}

type Outcome = { ok: true; value: Applied } | { ok: false; error: unknown };

async function applyBatch(ctx: ServiceContext, deckId: number, batch: Queued[], checkAll = false): Promise<Outcome[]> {
  return ctx.db.transaction(async (tx) => {
    // The row lock, and the stored document only when this process's copy is not of the current version (another
    // process or a whole-document save moved it): one round trip while the lock is held, not two.
    const cached = documentCache.get(deckId);
    const [head] = await tx.select({
      version: decks.version, lifecycle: decks.lifecycle,
      document: sql`case when ${decks.version} = ${cached?.version ?? -1} then null else ${decks.document} end`.mapWith(decks.document),
    }).from(decks).where(eq(decks.id, deckId)).for('update');
    if (!head || head.lifecycle !== 'active') return batch.map(() => ({ ok: false as const, error: new NotFound() }));
    // Only a resent op can have been applied already (a first send cannot): one query less on the hot path. A
    // client lying about it meets the unique index, and the batch is then redone with every op checked.
    const ids = batch.filter((item) => checkAll || item.submission.retry).map((item) => item.submission.clientOpId);
    const seen = new Map((ids.length ? await tx.select().from(deckOps).where(and(eq(deckOps.deckId, deckId), inArray(deckOps.clientOpId, ids))) : [])
      .map((row) => [row.clientOpId, row]));
    let doc = cached?.version === head.version ? cached.doc : loadDocument(head.document);
    let seq = head.version;
    const rows: Array<typeof deckOps.$inferInsert> = [];
    const outcomes: Outcome[] = batch.map((item) => {
      const { submission } = item;
      const earlier = seen.get(submission.clientOpId);
      if (earlier) return { ok: true, value: { logged: { seq: earlier.seq, op: earlier.op as Op, clientOpId: earlier.clientOpId, userId: earlier.userId }, duplicate: true } };
      if (submission.baseSeq > seq) return { ok: false, error: Invalid.field('baseSeq', 'The base sequence is ahead of the deck') };
      const merged = submission.bases && submission.baseSeq < seq ? mergeOp(item.op, submission.bases, doc) : item.op;
      const result = applyOp(doc, merged);
      if (!result.ok) return { ok: false, error: new OpRefused(result.error.message, result.error.code) };
      doc = result.doc;
      seq += 1;
      const logged = { seq, op: merged, clientOpId: submission.clientOpId, userId: item.userId };
      rows.push({ deckId, ...logged });
      seen.set(submission.clientOpId, { ...logged, deckId, createdAt: new Date() });
      return { ok: true, value: { logged, duplicate: false } };
    });
    if (rows.length) {
      // The document and the log in one statement (one round trip fewer per batch).
      const values = sql.join(rows.map((row) => sql`(${deckId}, ${row.seq}, ${row.userId}, ${row.clientOpId}, ${JSON.stringify(row.op)}::jsonb)`), sql`, `);
      await tx.execute(sql`WITH saved AS (
        UPDATE ${decks} SET document = ${JSON.stringify(doc)}::jsonb, slide_count = ${countSlides(doc)}, version = ${seq}, updated_at = now()
        WHERE id = ${deckId}
      ) INSERT INTO ${deckOps} (deck_id, seq, user_id, client_op_id, op) VALUES ${values}`);
      if (Math.floor(seq / OP_LOG_PRUNE_EVERY) > Math.floor(head.version / OP_LOG_PRUNE_EVERY)) {
        await tx.delete(deckOps).where(and(eq(deckOps.deckId, deckId), lte(deckOps.seq, seq - OP_LOG_KEEP)));
      }
    }
    documentCache.set(deckId, { version: seq, doc });
    return outcomes;
  });
}
