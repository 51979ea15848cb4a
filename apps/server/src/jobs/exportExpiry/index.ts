/**
 * Deleting the files of expired exports (scheduled hourly): a finished export can be downloaded for a day
 * (EXPORT_FILE_TTL_MS); after that its file is removed from the export file store (local disk or the S3 bucket) and
 * the row forgets it. The row stays, so
 * the export list still shows it and its download answers 410 with the SPEC's "export again" message.
 */
import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { accountExports, exports } from '../../db/schema.js';
import type { JobDefinition } from '../queue.js';
import type { JobModule } from '../jobModule.js';

export const EXPIRE_EXPORTS_JOB = 'expire-export-files';

/** Removes every expired export's file, deck exports and account exports (jobs/accountExport) alike; returns how many. */
export async function removeExpiredExportFiles(services: AppServices, now = new Date()): Promise<number> {
  let removed = 0;
  for (const table of [exports, accountExports]) removed += await removeExpiredFilesOf(services, table, now);
  return removed;
}

async function removeExpiredFilesOf(services: AppServices, table: typeof exports | typeof accountExports, now: Date): Promise<number> {
  const due = await services.db.select({ id: table.id, fileKey: table.fileKey }).from(table)
    .where(and(isNotNull(table.fileKey), lte(table.expiresAt, now)));
  if (!due.length) return 0;
  // The row forgets its key first; `returning` gives the new (null) key, so the stored ones are taken from `due`.
  // Only the rows this call cleared are removed here (another process's expiry may have cleared some meanwhile).
  const expired = await services.db.update(table).set({ fileKey: null })
    .where(and(inArray(table.id, due.map((row) => row.id)), isNotNull(table.fileKey)))
    .returning({ id: table.id });
  const keyOf = new Map(due.map((row) => [row.id, row.fileKey!]));
  for (const { id } of expired) await services.files.exports.remove(keyOf.get(id)!);
  return expired.length;
}

export function exportExpiryJob(services: AppServices): JobDefinition<object> {
  return {
    name: EXPIRE_EXPORTS_JOB, timeoutMs: 10 * 60_000, retryLimit: 2, retryDelaySeconds: 60,
    run: async () => {
      const removed = await removeExpiredExportFiles(services);
      if (removed) services.log.info({ removed }, 'expired export files removed');
    },
  };
}

/** Hourly (listed in jobs/index.ts). */
export const exportExpiryJobs: JobModule = {
  name: 'exportExpiry',
  jobs: (services) => [exportExpiryJob(services)],
  schedules: { [EXPIRE_EXPORTS_JOB]: '41 * * * *' },
};
