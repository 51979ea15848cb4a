/**
 * Every background job of the server, defined on the one queue: each folder's module (its jobs, their schedules and
 * the events that queue them), in this list's order. Called once the HTTP routes exist (the renderer asks the app for
 * the pages it prints).
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.js';
import { Renderer } from '../render/chromium.js';
import type { Mailer } from '../mail/mailer.js';
import { exportFormats } from './export/registry.js';
import type { JobModule, JobRuntime, JobsOptions } from './jobModule.js';
import { exportJobs } from './export/index.js';
import { syncJobs } from './sync/index.js';
import { mailJobs } from './mail/index.js';
import { smsJobs } from './sms/index.js';
import { linkViewJobs } from './linkViews/index.js';
import { deckViewJobs } from './deckViews/index.js';
import { importJobs } from './import/index.js';
import { mediaJobs } from './media/index.js';
import { thumbnailJobs } from './thumbnail/index.js';
import { sessionPruneJobs } from './sessionPrune/index.js';
import { exportExpiryJobs } from './exportExpiry/index.js';
import { searchJobs } from './search/index.js';
import { revisionJobs } from './revisions/index.js';
import { trashPurgeJobs } from './trashPurge/index.js';
import { billingRenewalJobs } from './billingRenewals/index.js';
import { accountExportJobs } from './accountExport/index.js';

export const jobModules: readonly JobModule[] = [
  exportJobs,
  syncJobs,
  mailJobs,
  smsJobs,
  linkViewJobs,
  deckViewJobs,
  importJobs,
  mediaJobs,
  thumbnailJobs,
  sessionPruneJobs,
  exportExpiryJobs,
  searchJobs,
  revisionJobs,
  trashPurgeJobs,
  billingRenewalJobs,
  accountExportJobs,
];

/** Defines the jobs on `services.jobs` and returns the renderer (closed by the app at shutdown). */
export async function defineJobs(
  app: FastifyInstance, services: AppServices, mailTransport: Mailer, options: JobsOptions = {},
): Promise<Renderer> {
  const renderer = new Renderer({
    chromiumPath: services.config.chromiumPath,
    idleCloseMs: services.config.rendererIdleMs,
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
  const runtime: JobRuntime = {
    renderer,
    exportFormats: exportFormats({ renderer, renderSecret: services.config.sessionSecret }),
    mailTransport,
    options,
  };
  for (const module of jobModules) {
    for (const definition of module.jobs(services, runtime)) await services.jobs.define(definition);
    for (const [name, cron] of Object.entries(module.schedules ?? {})) await services.jobs.schedule(name, cron);
    module.subscribe?.(services, runtime);
    for (const name of module.queuedAtStart ?? []) await services.jobs.send(name, {});
  }
  return renderer;
}
