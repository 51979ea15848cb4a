/**
 * Deleting the files of expired exports (scheduled hourly): a finished export can be downloaded for a day
 * (EXPORT_FILE_TTL_MS); after that its file is removed from the export file store (local disk or the S3 bucket) and
 * the row forgets it. The row stays, so
 * the export list still shows it and its download answers 410 with the SPEC's "export again" message.
 */
import { and, isNotNull, lte } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { accountExports, exports } from '../../db/schema.js';
import { removeExportFiles } from '../export/files.js';
import type { JobDefinition } from '../queue.js';
import type { JobModule } from '../jobModule.js';

export const EXPIRE_EXPORTS_JOB = 'expire-export-files';

/** Removes every expired export's file; returns how many were removed. */
export async function removeExpiredExportFiles(services: AppServices, now = new Date()): Promise<number> {
  const expired = await services.db.update(exports).set({ fileKey: null })
    .where(and(isNotNull(exports.fileKey), lte(exports.expiresAt, now)))
    .returning({ id: exports.id });
  // `returning` gives the new (null) key: the file is found by the export's id, whatever its extension.
  // Account exports (jobs/accountExport) keep their file in the same store under the same kind of key.
  const expiredAccountExports = await services.db.update(accountExports).set({ fileKey: null })
    .where(and(isNotNull(accountExports.fileKey), lte(accountExports.expiresAt, now)))
    .returning({ id: accountExports.id });
  for (const { id } of [...expired, ...expiredAccountExports]) await removeExportFiles(services.files.exports, id);
  return expired.length + expiredAccountExports.length;
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
