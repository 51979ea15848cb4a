/**
 * Applies ops from co-editors: each authorised by the policy and validated by @podium/deck, then merged,
 * applied and appended to the op log with the next sequence number (= the deck's new version) in the deck's one order
 * (opSequencer.ts).
 */
import { Op } from '@podium/deck';
import type { ServiceContext } from '../../context.js';
import { Invalid } from '../../domain/errors.js';
import { authorizeOps } from './authorizeOps.js';
import { OpSubmission } from './opInput.js';
import type { Applied } from './planBatch.js';

export { OpRefused, type Applied, type LoggedOp } from './planBatch.js';

/** Validates, authorises and applies a submission; answers the logged op (the first answer again for a retry). */
export async function applyDeckOps({ ctx, input }: { ctx: ServiceContext; input: unknown }): Promise<Applied> {
  const parsed = OpSubmission.safeParse(input);
  if (!parsed.success) throw Invalid.field('op', parsed.error.issues[0]?.message ?? 'Invalid op');
  const submission = parsed.data;
  const loaded = await authorizeOps(ctx, submission.deckId);
  const op = Op.safeParse(submission.op);
  if (!op.success) throw Invalid.field('op', op.error.issues[0]?.message ?? 'Invalid op');
  // The deck row the policy just read is the stored document at its version: the commit plans on it, not on a second read.
  const stored = loaded && { version: loaded.deck.version, doc: loaded.deck.document };
  return ctx.coedit.submit(ctx, submission.deckId, { submission, op: op.data, userId: ctx.user?.id ?? null }, stored);
}
