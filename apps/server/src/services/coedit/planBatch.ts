/**
 * What a batch of co-editing ops does to a document at a known version, decided in memory (no database): each op's
 * text merged onto whatever changed since its base, applied in turn, numbered from the version on. The two ways of
 * committing a plan (opCommit.ts) share it, so both decide the same way.
 */
import { applyOp, mergeOp, type DeckDocument, type Op } from '@podium/deck';
import { Conflict, Invalid } from '../../domain/errors.js';
import type { OpSubmission } from './opInput.js';

/** An op as the log holds it: what every client applies at `seq`. */
export interface LoggedOp {
  seq: number;
  op: Op;
  clientOpId: string;
  userId: number | null;
}

export type Applied = { logged: LoggedOp; duplicate: boolean };
export type Outcome = { ok: true; value: Applied } | { ok: false; error: unknown };

/** Raised when an op does not apply (e.g. its block was deleted meanwhile); `code` is the op error's code. */
export class OpRefused extends Conflict {
  constructor(message: string, readonly code: string) {
    super(message, { code });
  }
}

/** One submitted op waiting for its batch. */
export interface QueuedOp {
  submission: OpSubmission;
  op: Op;
  userId: number | null;
}

export interface BatchPlan {
  /** One per queued op, in order. */
  outcomes: Outcome[];
  /** The ops to append to the log (not the duplicates or the refused). */
  logged: LoggedOp[];
  /** The document and version after them. */
  doc: DeckDocument;
  version: number;
}

/**
 * Plans `batch` on `doc` at `version`. `earlier` holds ops the log already has, by client op id (a resend is answered
 * with its first answer, never applied twice).
 */
export function planBatch(doc: DeckDocument, version: number, batch: QueuedOp[], earlier: Map<string, LoggedOp>): BatchPlan {
  const seen = new Map(earlier);
  const logged: LoggedOp[] = [];
  let seq = version;
  const outcomes = batch.map((item): Outcome => {
    const { submission } = item;
    const first = seen.get(submission.clientOpId);
    if (first) return { ok: true, value: { logged: first, duplicate: true } };
    if (submission.baseSeq > seq) return { ok: false, error: Invalid.field('baseSeq', 'The base sequence is ahead of the deck') };
    const merged = submission.bases && submission.baseSeq < seq ? mergeOp(item.op, submission.bases, doc) : item.op;
    const result = applyOp(doc, merged);
    if (!result.ok) return { ok: false, error: new OpRefused(result.error.message, result.error.code) };
    doc = result.doc;
    seq += 1;
    const entry = { seq, op: merged, clientOpId: submission.clientOpId, userId: item.userId };
    logged.push(entry);
    seen.set(submission.clientOpId, entry);
    return { ok: true, value: { logged: entry, duplicate: false } };
  });
  return { outcomes, logged, doc, version: seq };
}
