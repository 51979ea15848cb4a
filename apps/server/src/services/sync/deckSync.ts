/**
 * A deck's "Sync to my file storage" for the signed-in user: read it, set format and "sync on save", turn it off, and
 * push now (SPEC §7 POST export.json). Only users who may export the deck may sync it (deckForExport: the deck policy).
 * Pushes run on the job queue (jobs/sync/); "sync on save" marks the deck dirty and the job waits for saves to settle.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { SYNC_SETTLE_MS, type DeckSyncInput, type SyncFormat } from '@podium/shared';
import type { AppServices, ServiceContext } from '../../context.js';
import { deckSyncs, type DeckSyncRow } from '../../db/schema.js';
import { deckForExport } from '../exports/exportAccess.js';
import { findFileStorage } from './fileStorage.js';

/** The queue of pushes (jobs/sync/syncJob.ts). */
export const DECK_SYNC_JOB = 'deck-sync';

export interface DeckSyncJobData {
  deckId: number;
  userId: number;
  /** A push asked for now (export.json): no waiting for saves to settle. */
  now?: boolean;
}

async function findDeckSync(services: AppServices, deckId: number, userId: number): Promise<DeckSyncRow | null> {
  const [row] = await services.db.select().from(deckSyncs).where(and(eq(deckSyncs.deckId, deckId), eq(deckSyncs.userId, userId))).limit(1);
  return row ?? null;
}

/** The deck's sync for the user (null when never set) and whether they have connected a storage. */
export async function readDeckSync(ctx: ServiceContext, deckId: number): Promise<{ row: DeckSyncRow | null; storageConnected: boolean }> {
  await deckForExport(ctx, deckId);
  const [row, storage] = await Promise.all([findDeckSync(ctx, deckId, ctx.user!.id), findFileStorage(ctx, ctx.user!.id)]);
  return { row, storageConnected: storage !== null };
}

/** Sets the format and "sync on save". */
export async function saveDeckSync(ctx: ServiceContext, deckId: number, input: DeckSyncInput['sync']): Promise<DeckSyncRow> {
  await deckForExport(ctx, deckId);
  const values = { format: input.format, syncOnSave: input.sync_on_save, updatedAt: new Date() };
  const [row] = await ctx.db.insert(deckSyncs).values({ deckId, userId: ctx.user!.id, ...values })
    .onConflictDoUpdate({ target: [deckSyncs.deckId, deckSyncs.userId], set: values }).returning();
  return row!;
}

/** Turns the deck's sync off (files already pushed stay in the storage). */
export async function removeDeckSync(ctx: ServiceContext, deckId: number): Promise<void> {
  await deckForExport(ctx, deckId);
  await ctx.db.delete(deckSyncs).where(and(eq(deckSyncs.deckId, deckId), eq(deckSyncs.userId, ctx.user!.id)));
}

/** Queues a push now (in `format`, else the deck's sync format, else PDF); the row shows it as pending. */
export async function pushDeckNow(ctx: ServiceContext, deckId: number, format?: SyncFormat): Promise<DeckSyncRow> {
  await deckForExport(ctx, deckId);
  const existing = await findDeckSync(ctx, deckId, ctx.user!.id);
  const values = { format: format ?? existing?.format ?? 'pdf', status: 'pending' as const, updatedAt: new Date() };
  const [row] = await ctx.db.insert(deckSyncs).values({ deckId, userId: ctx.user!.id, ...values })
    .onConflictDoUpdate({ target: [deckSyncs.deckId, deckSyncs.userId], set: values }).returning();
  await ctx.jobs.send<DeckSyncJobData>(DECK_SYNC_JOB, { deckId, userId: ctx.user!.id, now: true });
  return row!;
}

/**
 * After a save: every "sync on save" of the deck is marked dirty. One already waiting just moves its settle point;
 * the others get a job that starts once SYNC_SETTLE_MS have passed (and waits again if saves kept coming).
 */
export async function markDeckSaved(services: Pick<AppServices, 'db' | 'jobs'>, deckId: number): Promise<void> {
  const now = new Date();
  await services.db.update(deckSyncs).set({ dirtyAt: now })
    .where(and(eq(deckSyncs.deckId, deckId), eq(deckSyncs.syncOnSave, true), isNotNull(deckSyncs.dirtyAt)));
  const fresh = await services.db.update(deckSyncs).set({ dirtyAt: now, status: 'pending' })
    .where(and(eq(deckSyncs.deckId, deckId), eq(deckSyncs.syncOnSave, true), isNull(deckSyncs.dirtyAt)))
    .returning({ userId: deckSyncs.userId });
  for (const { userId } of fresh) {
    await services.jobs.send<DeckSyncJobData>(DECK_SYNC_JOB, { deckId, userId }, { startAfterSeconds: Math.ceil(SYNC_SETTLE_MS / 1000) });
  }
}
