/**
 * The import job: reads one uploaded file through its format, creates the deck for the user who uploaded it (through
 * the create-deck service, so every plan and field check of a new deck applies), keeps the row's status, progress and
 * fidelity report up to date (pushed live to the user's socket room) and says why when it fails. A run cut short by a
 * shutdown puts the row back in the queue's hands: the next process retries it from the start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { LIMITS, MESSAGES } from '@podium/shared';
import { validateDocument, type FidelityWarning } from '@podium/deck';
import type { AppServices, ServiceContext } from '../../context.js';
import { imports, users, type ImportRow } from '../../db/schema.js';
import { JobShutdown, JobTimeout, type JobDefinition } from '../queue.js';
import { DomainError } from '../../domain/errors.js';
import { createDeck } from '../../services/decks/createDeck.js';
import { storeMedia } from '../../services/media/storeMedia.js';
import type { ImportFormat, ImportResult } from './format.js';
import { ImportRefused } from './errors.js';
import { IMPORT_QUEUE, importFormat, importTimeoutMs } from './registry.js';
import { deckFieldsOf } from './settings.js';
import { isUploadKey, removeUpload } from './uploads.js';

/** Progress is written at most this often (the socket push follows each write). */
const PROGRESS_WRITE_MS = 500;
/** The share of the bar the format's own progress fills; creating the deck takes the rest. */
const FORMAT_SHARE = 0.9;

export interface ImportJobData {
  importId: string;
}

/** The user-facing reason of a failure: "Failed to import." and then why. */
function failureMessage(error: unknown): string {
  const head = `${MESSAGES.importFailed}.`;
  if (error instanceof JobTimeout) return `${head} ${MESSAGES.importTimedOut}`;
  if (error instanceof JobShutdown) return `${head} ${MESSAGES.importInterrupted}`;
  if (error instanceof ImportRefused || error instanceof DomainError) return `${head} ${error.message}`;
  return `${head} ${MESSAGES.importUnreadable}`;
}

/** The deck title: the user's, then the file's, then the file name without its extension. */
function titleOf(row: ImportRow, result: ImportResult): string {
  const fromName = row.fileName.replace(/\.[^.]+$/, '').trim();
  return (row.title?.trim() || result.title?.trim() || fromName || row.fileName).slice(0, LIMITS.deckTitleMax);
}

/** The one import queue job (every format runs under the SPEC §9 import timeout). */
export function importJob(services: AppServices): JobDefinition<ImportJobData> {
  const update = async (id: string, fields: Partial<ImportRow>) => {
    const [row] = await services.db.update(imports).set(fields).where(eq(imports.id, id)).returning();
    if (row) services.events.emit('import-changed', { userId: row.userId, importId: row.id });
    return row;
  };

  return {
    name: IMPORT_QUEUE,
    timeoutMs: importTimeoutMs(),
    // Only interrupted runs are retried (a failure inside a format is final and reported); backoff from 2 s.
    retryLimit: 3,
    retryDelaySeconds: 2,
    concurrency: 1,
    async run({ importId }, job) {
      const [row] = await services.db.select().from(imports).where(eq(imports.id, importId)).limit(1);
      if (!row || row.status === 'done' || row.status === 'failed') return;
      const [user] = await services.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
      const format = importFormat(row.format);
      const fileKey = row.fileKey;
      if (!user || !format || !isUploadKey(fileKey)) {
        await removeUpload(services, row.fileKey);
        await update(importId, { status: 'failed', error: failureMessage(null), fileKey: null, finishedAt: new Date() });
        return;
      }
      // The job acts as the user who uploaded (the request checked the session; the plan is read fresh here).
      const ctx: ServiceContext = { ...services, user };
      await update(importId, { status: 'running', progress: 0, progressLabel: 'Starting', error: null });
      const workDir = await mkdtemp(path.join(tmpdir(), `podium-import-${importId}-`));
      let lastWrite = 0;
      const progress = (fraction: number, label: string) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_WRITE_MS) return;
        lastWrite = now;
        const value = Math.max(0, Math.min(1, fraction)) * FORMAT_SHARE;
        void update(importId, { progress: value, progressLabel: label }).catch(() => undefined);
      };
      try {
        // Under load the timeout may already have passed while the row was written.
        job.signal.throwIfAborted();
        // The upload may have reached another process: read from the import file store (a local copy from S3).
        const file = await services.files.imports.localPath(fileKey, workDir);
        if (!file) throw new Error('the uploaded file is gone');
        const result = await runFormat(format, ctx, { file, fileName: row.fileName, workDir, signal: job.signal, progress });
        job.signal.throwIfAborted();
        await update(importId, { progress: FORMAT_SHARE, progressLabel: MESSAGES.importProgressCreating });
        const checked = validateDocument(result.document);
        if (!checked.ok) {
          services.log.warn({ importId, format: format.id, issues: checked.issues.slice(0, 5) }, 'import produced an invalid document');
          throw new ImportRefused(MESSAGES.importUnreadable);
        }
        const { fields, warnings: settingWarnings } = deckFieldsOf(result.settings);
        const deck = await createDeck({ ctx, input: { ...fields, title: titleOf(row, result) }, document: checked.doc });
        const warnings: FidelityWarning[] = [...result.warnings, ...settingWarnings];
        // The upload goes before the row says done, so a finished import never leaves a file behind.
        await removeUpload(services, row.fileKey);
        await update(importId, {
          status: 'done', progress: 1, progressLabel: MESSAGES.importProgressDone, deckId: deck.id,
          warnings: warnings.map(({ slide, block, what, why }) => ({ ...(slide ? { slide } : {}), ...(block ? { block } : {}), what, why })),
          fileKey: null, finishedAt: new Date(),
        });
      } catch (caught) {
        const reason = job.signal.aborted ? job.signal.reason : caught;
        if (reason instanceof JobShutdown && !job.lastAttempt) {
          await update(importId, { status: 'queued', progress: 0, progressLabel: MESSAGES.importProgressResuming });
          throw reason;
        }
        services.log.warn({ err: caught, importId, format: format.id }, 'import failed');
        await removeUpload(services, row.fileKey);
        await update(importId, { status: 'failed', error: failureMessage(reason), fileKey: null, finishedAt: new Date() });
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Runs the format with `storeMedia` bound to the user: each medium is staged, sniffed and counted like an upload, and
 * bytes the user's library already holds are linked to, not stored again.
 */
function runFormat(format: ImportFormat, ctx: ServiceContext, input: {
  file: string; fileName: string; workDir: string; signal: AbortSignal; progress(fraction: number, label: string): void;
}): Promise<ImportResult> {
  return format.run({
    ...input,
    async storeMedia(bytes, fileName) {
      const staged = await ctx.storage.stage(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, LIMITS.videoUploadBytes);
      // The same picture twice (in this file, or already in the library from an earlier import) is stored once.
      const media = await storeMedia({ ctx, staged, label: fileName, reuse: true });
      return `/media/${media.key}`;
    },
  });
}
