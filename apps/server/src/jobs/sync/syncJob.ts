/**
 * The file-storage push: runs the deck's export through the export job of its format (the same renderer path as a
 * download; the export shows in the deck's export list too), then uploads the file to the user's storage through its
 * provider. "Sync on save" jobs wait until saves have settled; the row keeps status, last error and last synced time.
 */
import { and, eq, sql } from 'drizzle-orm';
import { SYNC_MESSAGES, SYNC_SETTLE_MS, type SyncFormat } from '@podium/shared';
import type { AppServices, ServiceContext } from '../../context.js';
import { deckSyncs, exports, users, type DeckSyncRow } from '../../db/schema.js';
import { DomainError } from '../../domain/errors.js';
import { JobShutdown, type JobContext, type JobDefinition } from '../queue.js';
import type { ExportFormat } from '../export/format.js';
import { exportJob } from '../export/exportJob.js';
import { deckForExport } from '../../services/exports/exportAccess.js';
import { createExportRow } from '../../services/exports/startExport.js';
import { connectionOf, findFileStorage } from '../../services/sync/fileStorage.js';
import { DECK_SYNC_JOB, type DeckSyncJobData } from '../../services/sync/deckSync.js';
import { StorageFailure } from '../../services/sync/provider.js';
import { storageProvider } from '../../services/sync/providers/index.js';
import { isPublicAddress } from '../../services/embeds/publicAddress.js';
import { loggableError } from '../../http/log-redaction.js';

/** Time for the upload beyond the export's own SPEC §9 timeout. */
const UPLOAD_MS = 120_000;

/** A push that failed for a reason the user is shown as is. */
class SyncFailed extends Error {}

/** The push job, running exports with `formats` (the server's registered export formats). */
export function deckSyncJob(services: AppServices, formats: ExportFormat[]): JobDefinition<DeckSyncJobData> {
  const where = (data: DeckSyncJobData) => and(eq(deckSyncs.deckId, data.deckId), eq(deckSyncs.userId, data.userId));
  const update = (data: DeckSyncJobData, fields: Partial<DeckSyncRow> | Record<string, unknown>) =>
    services.db.update(deckSyncs).set({ ...fields, updatedAt: new Date() }).where(where(data));

  return {
    name: DECK_SYNC_JOB,
    timeoutMs: Math.max(...formats.map((f) => f.timeoutMs)) + UPLOAD_MS,
    retryLimit: 3,
    retryDelaySeconds: 5,
    concurrency: 1,
    async run(data, job) {
      const [row] = await services.db.select().from(deckSyncs).where(where(data)).limit(1);
      if (!row) return;
      if (!data.now) {
        // A push-now already took this save, or the user turned sync on save off meanwhile.
        if (!row.dirtyAt || !row.syncOnSave) return;
        const wait = row.dirtyAt.getTime() + SYNC_SETTLE_MS - Date.now();
        if (wait > 0) {
          await services.jobs.send<DeckSyncJobData>(DECK_SYNC_JOB, data, { startAfterSeconds: Math.ceil(wait / 1000) });
          return;
        }
      }
      // Saves from here on mark the row dirty again and get a push of their own.
      await update(data, { status: 'running', dirtyAt: null });
      try {
        const path = await push(services, formats, data, row.format as SyncFormat, job);
        await update(data, {
          status: sql`case when ${deckSyncs.dirtyAt} is null then 'done'::deck_sync_status else 'pending'::deck_sync_status end`,
          lastError: null, lastSyncedAt: new Date(), lastPath: path,
        });
      } catch (caught) {
        const reason = job.signal.aborted ? job.signal.reason : caught;
        if (reason instanceof JobShutdown && !job.lastAttempt) {
          await update(data, { status: 'pending', lastError: SYNC_MESSAGES.interrupted });
          throw reason;
        }
        const message = caught instanceof StorageFailure || caught instanceof SyncFailed ? caught.message
          : caught instanceof DomainError ? SYNC_MESSAGES.notAllowed : SYNC_MESSAGES.uploadFailed;
        // Only the message (errors of HTTP clients can carry request details), redacted like every logged error.
        services.log.warn({ deckId: data.deckId, userId: data.userId, reason: loggableError(caught).message }, 'deck sync failed');
        await update(data, { status: 'failed', lastError: message });
      }
    },
  };
}

/** Exports the deck for the user and uploads the file; returns its path in the storage. */
async function push(services: AppServices, formats: ExportFormat[], data: DeckSyncJobData, formatId: SyncFormat, job: JobContext): Promise<string> {
  const [user] = await services.db.select().from(users).where(eq(users.id, data.userId)).limit(1);
  if (!user || user.deactivatedAt) throw new SyncFailed(SYNC_MESSAGES.notAllowed);
  const ctx: ServiceContext = { ...services, user };
  const storage = await findFileStorage(services, user.id);
  if (!storage) throw new SyncFailed(SYNC_MESSAGES.notConnected);
  const format = formats.find((f) => f.id === formatId);
  if (!format) throw new SyncFailed(SYNC_MESSAGES.exportFailed);
  // The deck policy decides again at push time: a user who lost the right to export no longer syncs.
  const found = await deckForExport(ctx, data.deckId);
  const exportRow = await createExportRow({ ctx, deckId: data.deckId, input: { format: formatId } });
  // As a last attempt: an interrupted export is marked failed rather than left waiting for a queue job it never had.
  await exportJob(services, format).run({ exportId: exportRow.id }, { ...job, lastAttempt: true });
  const [done] = await services.db.select().from(exports).where(eq(exports.id, exportRow.id)).limit(1);
  if (done?.status !== 'done' || !done.fileKey) throw new SyncFailed(done?.error ?? SYNC_MESSAGES.exportFailed);
  const stream = await services.files.exports.open(done.fileKey);
  if (!stream) throw new SyncFailed(SYNC_MESSAGES.exportFailed);
  try {
    return await storageProvider(storage.provider).upload(connectionOf(services, storage), `${found.deck.slug}.${format.extension}`,
      { stream, size: done.fileSize ?? 0 }, { addressPolicy: services.outboundAddressPolicy ?? isPublicAddress, signal: job.signal });
  } finally {
    stream.destroy();
  }
}
