/**
 * The export job: runs one export row through its format, keeps the row's status, progress and fidelity report up to
 * date (pushed live to the user's socket room), stores the file and says why when it fails. A run cut short by a
 * shutdown puts the row back in the queue's hands: the next process retries it from the start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { exports, type ExportRow } from '../../db/schema.js';
import { JobShutdown, JobTimeout, type JobDefinition } from '../queue.js';
import { RendererCrashed } from '../../render/chromium.js';
import type { ExportFormat } from './format.js';
import { exportQueueName } from './registry.js';
import { exportFileKey, EXPORT_FILE_TTL_MS } from './files.js';
import { deckExportInput } from './deckInput.js';

/** Progress is written at most this often (the socket push is as frequent as the format reports). */
const PROGRESS_WRITE_MS = 500;

export interface ExportJobData {
  exportId: string;
}

/** The user-facing reason of a failure: the format's SPEC §8 message, then what happened. */
function failureMessage(format: ExportFormat, error: unknown): string {
  const head = MESSAGES.exportFailed[format.id];
  if (error instanceof JobTimeout) return `${head}. ${MESSAGES.exportTimedOut}`;
  if (error instanceof RendererCrashed) return `${head}. ${MESSAGES.exportRendererCrashed}`;
  if (error instanceof JobShutdown) return `${head}. ${MESSAGES.exportInterrupted}`;
  return `${head}.`;
}

/** The queue job of one format. */
export function exportJob(services: AppServices, format: ExportFormat, timeoutMs = format.timeoutMs): JobDefinition<ExportJobData> {
  const update = async (id: string, fields: Partial<ExportRow>) => {
    const [row] = await services.db.update(exports).set(fields).where(eq(exports.id, id)).returning();
    if (row) services.events.emit('export-changed', { row });
    return row;
  };

  return {
    name: exportQueueName(format.id),
    timeoutMs,
    // Only interrupted runs are retried (a failure inside a format is final and reported); backoff from 2 s.
    retryLimit: 3,
    retryDelaySeconds: 2,
    concurrency: 1,
    async run({ exportId }, job) {
      const [row] = await services.db.select().from(exports).where(eq(exports.id, exportId)).limit(1);
      if (!row || row.status === 'done' || row.status === 'failed') return;
      // The job runs for the user who asked (checked when it was queued); it reads the current row, not the cache.
      const found = await services.decks.get(row.deckId, true);
      const input = found ? await deckExportInput(services, found, row.options) : null;
      if (!input) {
        await update(exportId, { status: 'failed', error: `${MESSAGES.exportFailed[format.id]}.`, finishedAt: new Date() });
        return;
      }
      await update(exportId, { status: 'running', progress: 0, progressLabel: 'Starting', error: null });
      const workDir = await mkdtemp(path.join(tmpdir(), `podium-export-${exportId}-`));
      let lastWrite = 0;
      // Progress writes run one after another, and the final write waits for them: on a PostgreSQL pool two writes in
      // flight could land out of order, and the bar (or a finished row) would go backwards.
      let progressWrites: Promise<unknown> = Promise.resolve();
      let highest = 0;
      // A report that comes after the run has ended (a child process's last output after it was killed) is dropped:
      // written after the final update, it would overwrite a requeued row's label.
      let ended = false;
      const progress = (fraction: number, label: string) => {
        if (ended) return;
        const now = Date.now();
        if (now - lastWrite < PROGRESS_WRITE_MS && fraction < 1) return;
        lastWrite = now;
        highest = Math.max(highest, Math.min(1, fraction));
        const fields = { progress: highest, progressLabel: label };
        progressWrites = progressWrites.then(() => update(exportId, fields)).catch(() => undefined);
      };
      try {
        const result = await format.run({ ...input, workDir, signal: job.signal, progress });
        ended = true;
        await progressWrites;
        // Stored where every process can serve it (the balancer may send the download to another one).
        const fileKey = exportFileKey(exportId, format.extension);
        const size = await services.files.exports.save(fileKey, result.file);
        const finishedAt = new Date();
        await update(exportId, {
          status: 'done', progress: 1, progressLabel: MESSAGES.exportProgressDone, warnings: result.warnings,
          fileKey, fileSize: size, finishedAt, expiresAt: new Date(finishedAt.getTime() + EXPORT_FILE_TTL_MS),
        });
      } catch (caught) {
        ended = true;
        await progressWrites;
        const reason = job.signal.aborted ? job.signal.reason : caught;
        if (reason instanceof JobShutdown && !job.lastAttempt) {
          await update(exportId, { status: 'queued', progress: 0, progressLabel: MESSAGES.exportProgressResuming });
          throw reason;
        }
        services.log.warn({ err: caught, exportId, format: format.id }, 'export failed');
        await update(exportId, { status: 'failed', error: failureMessage(format, reason), finishedAt: new Date() });
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
