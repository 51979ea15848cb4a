/**
 * Every background job of the server, defined on the one queue: an export queue per registered format, the import
 * queue, file-storage sync, media variants and video transcodes, deck and theme thumbnails, search indexing, outgoing mail and
 * texts, link- and deck-view counting, deck revisions after saves settle, and on schedules session pruning, billing
 * renewals, the removal of expired export files, revision pruning and the trash purge.
 * Called once the HTTP routes exist (the renderer asks the app for the pages it prints).
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.js';
import { pruneExpiredSessions } from '../auth/sessions.js';
import { Renderer } from '../render/chromium.js';
import type { AddressPolicy } from '../render/guardedFetch.js';
import { exportFormats } from './export/registry.js';
import { exportJob } from './export/exportJob.js';
import { mailJob } from './mail/index.js';
import { smsJob } from './sms/index.js';
import { fileSmsProvider, type SmsProvider } from '../sms/smsProvider.js';
import { linkViewJob } from './linkViews/index.js';
import { deckViewJob } from './deckViews/index.js';
import { EXPIRE_EXPORTS_JOB, exportExpiryJob } from './exportExpiry/index.js';
import type { Mailer } from '../mail/mailer.js';
import { importJob } from './import/importJob.js';
import { deckSyncJob } from './sync/syncJob.js';
import { markDeckSaved } from '../services/sync/deckSync.js';
import { defineSearchJobs } from './search/index.js';
import { renewSubscriptions } from '../services/billing/renewSubscriptions.js';
import { imageVariantsJob } from './media/imageVariants.js';
import { videoTranscodeJob } from './media/videoTranscode.js';
import { deckThumbnailJob, thumbnailAfterSaves } from './thumbnail/deckThumbnailJob.js';
import { themeThumbnailJob, thumbnailAfterThemeChanges } from './thumbnail/themeThumbnailJob.js';
import { PRUNE_REVISIONS_JOB, deckRevisionJob, pruneRevisionsJob, revisionsAfterSaves } from './revisions/index.js';
import { PURGE_TRASH_JOB, purgeTrashJob } from './trashPurge/index.js';

export const PRUNE_SESSIONS_JOB = 'prune-sessions';
export const BILLING_RENEWALS_JOB = 'billing-renewals';

export interface JobsOptions {
  /** Tests only: which addresses the renderer treats as public. */
  addressPolicy?: AddressPolicy;
  /** Tests only: every export format's timeout (default: the SPEC §9 timeout of each format). */
  exportTimeoutMs?: number;
  /** Tests only: the first mail retry's delay (default MAIL_RETRY_DELAY_SECONDS). */
  mailRetryDelaySeconds?: number;
  /**
   * Render a deck thumbnail after saves settle, and a theme's after it is created or its look changes (default true;
   * API tests turn it off and force deck thumbnails instead).
   */
  thumbnailsAfterSaves?: boolean;
  /** Tests only: how long saves settle before a thumbnail renders (default: MEDIA_VARIANTS' settle time of each). */
  thumbnailSettleSeconds?: number;
  /** The SMS provider texts are delivered through (default: files under DATA_DIR/sms). */
  smsProvider?: SmsProvider;
}

/** Defines the jobs on `services.jobs` and returns the renderer (closed by the app at shutdown). */
export async function defineJobs(
  app: FastifyInstance, services: AppServices, mailTransport: Mailer, options: JobsOptions = {},
): Promise<Renderer> {
  const renderer = new Renderer({
    chromiumPath: services.config.chromiumPath,
    addressPolicy: options.addressPolicy,
    serveApp: async ({ method, url }) => {
      const response = await app.inject({ method: method as 'GET', url });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding') headers[name] = String(value);
      }
      return { status: response.statusCode, headers, body: response.rawPayload };
    },
  });
  const formats = exportFormats({ renderer, renderSecret: services.config.sessionSecret });
  for (const format of formats) {
    await services.jobs.define(exportJob(services, format, options.exportTimeoutMs));
  }
  await services.jobs.define(deckSyncJob(services, formats));
  // "Sync on save": the process that saved marks the deck's syncs dirty; the queued push waits for saves to settle.
  services.events.on('deck-saved', ({ deckId }) => {
    void markDeckSaved(services, deckId).catch((error: unknown) => services.log.warn({ err: error, deckId }, 'could not schedule deck sync'));
  });
  await services.jobs.define(mailJob(mailTransport, options.mailRetryDelaySeconds));
  await services.jobs.define(smsJob(options.smsProvider ?? fileSmsProvider({ dataDir: services.config.dataDir, log: services.log })));
  await services.jobs.define(linkViewJob(services));
  await services.jobs.define(deckViewJob(services));
  await services.jobs.define(importJob(services));
  await services.jobs.define(imageVariantsJob(services));
  await services.jobs.define(videoTranscodeJob(services));
  await services.jobs.define(deckThumbnailJob(services, renderer));
  await services.jobs.define(themeThumbnailJob(services, renderer));
  if (options.thumbnailsAfterSaves !== false) {
    thumbnailAfterSaves(services, options.thumbnailSettleSeconds);
    thumbnailAfterThemeChanges(services, options.thumbnailSettleSeconds);
  }
  await services.jobs.define({
    name: PRUNE_SESSIONS_JOB, timeoutMs: 60_000, retryLimit: 2, retryDelaySeconds: 60,
    run: () => pruneExpiredSessions(services.db),
  });
  await services.jobs.schedule(PRUNE_SESSIONS_JOB, '17 * * * *');
  await services.jobs.define(exportExpiryJob(services));
  await services.jobs.schedule(EXPIRE_EXPORTS_JOB, '41 * * * *');
  await defineSearchJobs(services);
  // Revisions from settled saves, pruned to the retention's density; the trash emptied after TRASH_RETENTION_DAYS.
  await services.jobs.define(deckRevisionJob(services));
  revisionsAfterSaves(services);
  await services.jobs.define(pruneRevisionsJob(services));
  await services.jobs.schedule(PRUNE_REVISIONS_JOB, '23 * * * *');
  await services.jobs.define(purgeTrashJob(services));
  await services.jobs.schedule(PURGE_TRASH_JOB, '53 * * * *');
  // Subscriptions whose paid period is over: canceled ones end, the test provider's renew (Stripe renews itself).
  await services.jobs.define({
    name: BILLING_RENEWALS_JOB, timeoutMs: 120_000, retryLimit: 2, retryDelaySeconds: 60,
    run: async () => void (await renewSubscriptions(services)),
  });
  await services.jobs.schedule(BILLING_RENEWALS_JOB, '*/10 * * * *');
  return renderer;
}
