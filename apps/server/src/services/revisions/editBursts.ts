/**
 * Each author's burst of changes not yet held by a revision (deck_edit_bursts): noted with every content save, in the
 * save's own statement or transaction, so a revision recorded at a version always finds every author up to it.
 * `settleBurst` decides, for the revision job, whether an author's burst has settled.
 */
import { and, eq, sql } from 'drizzle-orm';
import { REVISIONS } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { deckEditBursts } from '../../db/schema.js';
import { recordCurrentRevision } from './recordRevision.js';

/** Notes that `userId` saved the deck's content as `version` (an HTTP save, in its transaction). */
export async function noteEdit(db: Db, deckId: number, userId: number, version: number): Promise<void> {
  await db.insert(deckEditBursts).values({ deckId, userId, firstVersion: version, lastVersion: version })
    .onConflictDoUpdate({
      target: [deckEditBursts.deckId, deckEditBursts.userId],
      set: { lastVersion: sql`greatest(${deckEditBursts.lastVersion}, excluded.last_version)`, lastAt: sql`now()` },
    });
}

export type BurstOutcome = 'recorded' | 'waiting' | 'none';

/**
 * As of `now`: when `userId`'s burst on the deck has settled (nothing saved for REVISIONS.burstSettleSeconds) or has
 * gone on for REVISIONS.burstMaxSeconds, records the deck as a revision ('recorded'); 'waiting' while the burst goes
 * on (or the author saved again since); 'none' when a revision already holds all of it.
 */
export async function settleBurst(db: Db, deckId: number, userId: number, now: Date): Promise<BurstOutcome> {
  const [burst] = await db.select().from(deckEditBursts).where(and(eq(deckEditBursts.deckId, deckId), eq(deckEditBursts.userId, userId))).limit(1);
  if (!burst) return 'none';
  const settled = now.getTime() - burst.lastAt.getTime() >= REVISIONS.burstSettleSeconds * 1000;
  const long = now.getTime() - burst.startedAt.getTime() >= REVISIONS.burstMaxSeconds * 1000;
  if (!settled && !long) return 'waiting';
  const recorded = await recordCurrentRevision(db, deckId, userId);
  if (!recorded) return 'none';
  const [left] = await db.select({ deckId: deckEditBursts.deckId }).from(deckEditBursts)
    .where(and(eq(deckEditBursts.deckId, deckId), eq(deckEditBursts.userId, userId))).limit(1);
  return left ? 'waiting' : 'recorded';
}
