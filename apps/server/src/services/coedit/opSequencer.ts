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
import { commitIfCurrent, commitLocked, type CommittedPlan } from './opCommit.js';
import { TailFolding } from './compaction.js';
import type { Applied, QueuedOp } from './planBatch.js';

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
  /** The version each deck's stored document was at after this process's last commit (it may have a tail after it). */
  private readonly snapshots = new LRUCache<number, number>({ max: 1_000 });
  private readonly folding: TailFolding;
  private readonly pendingSaved = new Map<number, { version: number; userId: number | null; authorIds: Set<number> }>();
  /** authorizeOps' kept verdicts by `{user id}:{deck id}` (the error it threw, or null when the user may edit). */
  readonly editVerdicts = new LRUCache<string, { error: unknown }>({ max: 10_000, ttl: VERDICT_MS });

  constructor(bus: EventBus, foldAfterMs?: number) {
    this.documents = new DeckDocuments(bus);
    this.folding = new TailFolding(this.documents, foldAfterMs);
  }

  /** This process's copies of decks (each may be behind its stored version), for readers of the deck cache. */
  readonly copies = {
    get: (deckId: number): VersionedDocument | undefined => this.documents.get(deckId),
    offer: (deckId: number, entry: VersionedDocument): void => this.documents.offer(deckId, entry),
  };

  /** Folds the ops this process left unfolded into their documents (on shutdown). */
  flush(): Promise<void> {
    return this.folding.flush();
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
  private async commit(ctx: CommitContext, deckId: number, batch: QueuedOp[], checkAll: boolean): Promise<CommittedPlan | null> {
    const current = checkAll ? undefined : this.documents.get(deckId);
    const snapshot = this.snapshots.get(deckId) ?? current?.version ?? 0;
    const plan = (current && (await commitIfCurrent(ctx.db, deckId, current, batch, snapshot))) || (await commitLocked(ctx.db, deckId, () => (checkAll ? undefined : this.documents.get(deckId)), batch, checkAll));
    if (!plan) return null;
    this.documents.set(deckId, { version: plan.version, doc: plan.doc });
    this.snapshots.set(deckId, plan.snapshotVersion);
    if (plan.snapshotVersion < plan.version) this.folding.schedule(ctx.db, deckId);
    return plan;
  }

  /** Readers' caches drop the deck, other processes' documents follow the ops, and `deck-saved` is due. */
  private announce(ctx: CommitContext, deckId: number, plan: CommittedPlan): void {
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
