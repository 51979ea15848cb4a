/** Catching up a co-editor that was away: the ops after its sequence number, or the document when the log no longer reaches back. */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DeckDocument, Op } from '@podium/deck';
import type { ServiceContext } from '../../context.js';
import { deckOps } from '../../db/schema.js';
import { loadDeck } from '../decks/loadDeck.js';
import type { LoggedOp } from './planBatch.js';

export type CatchUp =
  | { kind: 'ops'; version: number; ops: LoggedOp[] }
  | { kind: 'snapshot'; version: number; document: DeckDocument };

/** What a reader of the deck missed since `since` (authorised as a read by the policy). */
export async function opsSince({ ctx, deckId, since }: { ctx: ServiceContext; deckId: number; since: number }): Promise<CatchUp> {
  const found = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id: deckId }, fresh: true });
  const version = found.deck.version;
  if (since >= version) return { kind: 'ops', version, ops: [] };
  const rows = await ctx.db.select().from(deckOps)
    .where(and(eq(deckOps.deckId, deckId), gt(deckOps.seq, since))).orderBy(asc(deckOps.seq));
  const ops = rows.filter((r) => r.seq <= version);
  // Whole-document saves (imports, offline replay) move the version without ops: then only the snapshot is complete.
  const complete = ops.length === version - since && ops.every((r, i) => r.seq === since + 1 + i);
  if (!complete) return { kind: 'snapshot', version, document: found.deck.document };
  return { kind: 'ops', version, ops: ops.map((r) => ({ seq: r.seq, op: r.op as Op, clientOpId: r.clientOpId, userId: r.userId })) };
}
