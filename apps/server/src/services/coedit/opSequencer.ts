/**
 * Puts each deck's co-editing ops in one order. Ops of one deck that arrive while a batch is being
 * committed are committed together in the next one (group commit: twenty people typing cost a handful of commits a
 * second, not a hundred). A batch is first tried on this process's copy of the document in one statement, and under
 * the deck row's lock when that copy is stale (opCommit.ts). One per app: its queues and documents belong to the app's
 * database.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { NotFound } from '../../domain/errors.js';
import type { EventBus } from '../../infra/events/bus.js';
import { DeckDocuments, type VersionedDocument } from './deckDocuments.js';
import { commitIfCurrent, commitLocked } from './opCommit.js';
import type { Applied, BatchPlan, QueuedOp } from './planBatch.js';

const MAX_BATCH = 200;
/** `deck-saved` (search index, thumbnails, revisions, file sync) is raised for ops at most this often per deck. */
const SAVED_THROTTLE_MS = 2_000;
/** authorizeOps keeps each user's verdict on a deck this long. */
const VERDICT_MS = 1_000;

/**
 * What committing needs of the caller's context. Not ServiceContext: AppServices holds the app's sequencer, so naming
 * that type here would import context.ts back.
 */
type CommitContext = { db: Db; events: EventBus };

interface Waiting extends QueuedOp {
  resolve: (value: Applied) => void;
  reject: (error: unknown) => void;
}

export class OpSequencer {
  private readonly queues = new Map<number, Waiting[]>();
  private readonly documents: DeckDocuments;
  private readonly pendingSaved = new Map<number, { version: number; userId: number | null; authorIds: Set<number> }>();
  /** authorizeOps' kept verdicts by `{user id}:{deck id}` (the error it threw, or null when the user may edit). */
  readonly editVerdicts = new LRUCache<string, { error: unknown }>({ max: 10_000, ttl: VERDICT_MS });

  constructor(bus: EventBus) {
    this.documents = new DeckDocuments(bus);
  }

  /**
   * Commits the op (already validated and authorised) in the deck's order; answers how the log holds it. `stored` is
   * the deck's document as the caller just read it: without a newer copy here, the batch is planned on it.
   */
  submit(ctx: CommitContext, deckId: number, op: QueuedOp, stored?: VersionedDocument | null): Promise<Applied> {
    if (stored) this.documents.offer(deckId, stored);
    return new Promise<Applied>((resolve, reject) => {
      const queue = this.queues.get(deckId);
      if (queue) return void queue.push({ ...op, resolve, reject });
      this.queues.set(deckId, [{ ...op, resolve, reject }]);
      void this.drain(ctx, deckId);
    });
  }

  private async drain(ctx: CommitContext, deckId: number): Promise<void> {
    const queue = this.queues.get(deckId)!;
    while (queue.length) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const plan = await this.commit(ctx, deckId, batch, false).catch((error: unknown) => {
          // A client that sent an op again without saying so: redo the batch with every op looked up in the log.
          if (!isUniqueViolation(error)) throw error;
          this.documents.delete(deckId);
          return this.commit(ctx, deckId, batch, true);
        });
        if (plan?.logged.length) this.announce(ctx, deckId, plan);
        batch.forEach((item, i) => {
          const outcome = plan ? plan.outcomes[i]! : { ok: false as const, error: new NotFound() };
          if (outcome.ok) item.resolve(outcome.value);
          else item.reject(outcome.error);
        });
      } catch (error) {
        this.documents.delete(deckId);
        batch.forEach((item) => item.reject(error));
      }
    }
    this.queues.delete(deckId);
  }

  /** The plan as committed, or null when the deck is gone or trashed. */
  private async commit(ctx: CommitContext, deckId: number, batch: QueuedOp[], checkAll: boolean): Promise<BatchPlan | null> {
    const current = checkAll ? undefined : this.documents.get(deckId);
    const plan = (current && (await commitIfCurrent(ctx.db, deckId, current, batch))) || (await commitLocked(ctx.db, deckId, current, batch, checkAll));
    if (plan) this.documents.set(deckId, { version: plan.version, doc: plan.doc });
    return plan;
  }

  /** Readers' caches drop the deck, other processes' documents follow the ops, and `deck-saved` is due. */
  private announce(ctx: CommitContext, deckId: number, plan: BatchPlan): void {
    ctx.events.broadcast('deck-changed', { deckId, ops: { from: plan.version - plan.logged.length, ops: plan.logged.map((entry) => entry.op) } });
    const last = plan.logged[plan.logged.length - 1]!;
    const authors = plan.logged.flatMap((entry) => (entry.userId === null ? [] : [entry.userId]));
    const pending = this.pendingSaved.get(deckId);
    if (pending) {
      Object.assign(pending, { version: last.seq, userId: last.userId });
      for (const author of authors) pending.authorIds.add(author);
      return;
    }
    const entry = { version: last.seq, userId: last.userId, authorIds: new Set(authors) };
    this.pendingSaved.set(deckId, entry);
    setTimeout(() => {
      this.pendingSaved.delete(deckId);
      ctx.events.emit('deck-saved', { deckId, version: entry.version, userId: entry.userId, authorIds: [...entry.authorIds], content: true, viaOps: true });
    }, SAVED_THROTTLE_MS).unref();
  }
}
