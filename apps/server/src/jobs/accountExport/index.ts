/**
 * The account export job: every active deck of the user through the offline-ZIP format (the same file a deck's own
 * ZIP export gives), packed as `decks/{slug}.zip` next to `account.json` (services/account/accountData.ts) in one
 * ZIP, stored in the export file store and expiring with the other exports. Progress is written to the row, which
 * the account settings screen polls. A deck that cannot be exported is named in `account.json` and the rest go on.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { EXPORT_DEFAULTS, MESSAGES } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { accountExports, decks, userSettings, users, type AccountExportRow } from '../../db/schema.js';
import { ACCOUNT_EXPORT_JOB } from '../../services/account/accountExport.js';
import { accountData } from '../../services/account/accountData.js';
import { deckExportInput } from '../export/deckInput.js';
import { EXPORT_FILE_TTL_MS, exportFileKey } from '../export/files.js';
import type { ExportFormat } from '../export/format.js';
import type { JobModule } from '../jobModule.js';
import { JobShutdown, type JobDefinition } from '../queue.js';

/** Not in the SPEC: an account's decks get this long in all (each deck's ZIP takes seconds, not its own 5-minute budget). */
export const ACCOUNT_EXPORT_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** Progress is written at most this often. */
const PROGRESS_WRITE_MS = 500;

/** The job, packing decks with the registered ZIP `format`. */
export function accountExportJob(services: AppServices, format: ExportFormat): JobDefinition<{ exportId: string }> {
  const update = async (id: string, fields: Partial<AccountExportRow>) => {
    await services.db.update(accountExports).set(fields).where(eq(accountExports.id, id));
  };
  return {
    name: ACCOUNT_EXPORT_JOB,
    timeoutMs: ACCOUNT_EXPORT_TIMEOUT_MS,
    retryLimit: 2,
    retryDelaySeconds: 5,
    concurrency: 1,
    async run({ exportId }, job) {
      const [row] = await services.db.select().from(accountExports).where(eq(accountExports.id, exportId)).limit(1);
      if (!row || row.status === 'done' || row.status === 'failed') return;
      const [user] = await services.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!user) return;
      const [settings] = await services.db.select().from(userSettings).where(eq(userSettings.userId, user.id)).limit(1);
      const options = { separateFragments: false, notes: true, controls: settings?.exportControls ?? EXPORT_DEFAULTS.controls };
      const ids = await services.db.select({ id: decks.id }).from(decks)
        .where(and(eq(decks.userId, user.id), eq(decks.lifecycle, 'active'))).orderBy(asc(decks.id));
      await update(exportId, { status: 'running', progress: 0, deckCount: ids.length, error: null });
      const workDir = await mkdtemp(path.join(tmpdir(), `podium-account-export-${exportId}-`));
      let lastWrite = 0;
      let writes: Promise<unknown> = Promise.resolve();
      const progress = (fraction: number, label: string) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_WRITE_MS) return;
        lastWrite = now;
        writes = writes.then(() => update(exportId, { progress: Math.min(0.99, fraction), progressLabel: label })).catch(() => undefined);
      };
      try {
        const zip = new JSZip();
        const names = new Set<string>();
        const problems: Array<{ deck_id: number; title: string; why: string }> = [];
        for (const [index, { id }] of ids.entries()) {
          job.signal.throwIfAborted();
          const found = await services.decks.get(id, true);
          if (!found) continue;
          const label = MESSAGES.accountExportDeck(index + 1, ids.length, found.deck.title);
          progress(index / Math.max(1, ids.length), label);
          const input = await deckExportInput(services, found, options);
          if (!input) {
            problems.push({ deck_id: id, title: found.deck.title, why: MESSAGES.exportFailed.zip });
            continue;
          }
          const deckDir = path.join(workDir, String(id));
          await mkdir(deckDir);
          try {
            const result = await format.run({
              ...input, workDir: deckDir, signal: job.signal,
              progress: (fraction) => progress((index + fraction) / ids.length, label),
            });
            let name = found.deck.slug;
            for (let n = 2; names.has(name); n += 1) name = `${found.deck.slug}-${n}`;
            names.add(name);
            // Stored, not deflated again: each deck's ZIP is compressed already.
            zip.file(`decks/${name}.zip`, createReadStream(result.file), { compression: 'STORE' });
          } catch (error) {
            if (job.signal.aborted) throw error;
            services.log.warn({ err: error, exportId, deckId: id }, 'account export: a deck could not be exported');
            problems.push({ deck_id: id, title: found.deck.title, why: MESSAGES.exportFailed.zip });
          }
        }
        progress(0.99, MESSAGES.accountExportPacking);
        const data = await accountData({ ...services, user });
        zip.file('account.json', JSON.stringify({ ...data, export_problems: problems }, null, 2));
        const target = path.join(workDir, 'account.zip');
        await pipeline(zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }), createWriteStream(target), { signal: job.signal });
        await writes;
        const fileKey = exportFileKey(exportId, 'zip');
        const size = await services.files.exports.save(fileKey, target);
        const finishedAt = new Date();
        const [saved] = await services.db.update(accountExports).set({
          status: 'done', progress: 1, progressLabel: MESSAGES.exportProgressDone, fileKey, fileSize: size, finishedAt,
          expiresAt: new Date(finishedAt.getTime() + EXPORT_FILE_TTL_MS),
        }).where(eq(accountExports.id, exportId)).returning({ id: accountExports.id });
        // The account was deleted meanwhile (its rows went with it): nothing may keep its file.
        if (!saved) await services.files.exports.remove(fileKey);
      } catch (caught) {
        await writes;
        const reason = job.signal.aborted ? job.signal.reason : caught;
        if (reason instanceof JobShutdown && !job.lastAttempt) {
          await update(exportId, { status: 'queued', progress: 0, progressLabel: MESSAGES.exportProgressResuming });
          throw reason;
        }
        services.log.warn({ err: caught, exportId }, 'account export failed');
        await update(exportId, { status: 'failed', error: MESSAGES.accountExportFailed, finishedAt: new Date() });
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

/** Listed in jobs/index.ts; uses the registered offline-ZIP format. */
export const accountExportJobs: JobModule = {
  name: 'accountExport',
  jobs: (services, { exportFormats }) => {
    const zip = exportFormats.find((format) => format.id === 'zip');
    return zip ? [accountExportJob(services, zip)] : [];
  },
};
