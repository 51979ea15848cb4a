/**
 * Every background job of the server, defined on the one queue: an export queue per registered format, media
 * variants and video transcodes, deck thumbnails, and session pruning on a
 * schedule. Called once the HTTP routes exist (the renderer asks the app for the pages it prints).
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.js';
import { pruneExpiredSessions } from '../auth/sessions.js';
import { Renderer } from '../render/chromium.js';
import type { AddressPolicy } from '../render/guardedFetch.js';
import { exportFormats } from './export/registry.js';
import { exportJob } from './export/exportJob.js';
import { imageVariantsJob } from './media/imageVariants.js';
import { videoTranscodeJob } from './media/videoTranscode.js';
import { deckThumbnailJob, thumbnailAfterSaves } from './thumbnail/deckThumbnailJob.js';

export const PRUNE_SESSIONS_JOB = 'prune-sessions';

export interface JobsOptions {
  /** Tests only: which addresses the renderer treats as public. */
  addressPolicy?: AddressPolicy;
  /** Render a deck thumbnail after saves settle (default true; API tests turn it off and force them instead). */
  thumbnailsAfterSaves?: boolean;
}

/** Defines the jobs on `services.jobs` and returns the renderer (closed by the app at shutdown). */
export async function defineJobs(app: FastifyInstance, services: AppServices, options: JobsOptions = {}): Promise<Renderer> {
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
  for (const format of exportFormats({ renderer, renderSecret: services.config.sessionSecret })) {
    await services.jobs.define(exportJob(services, format));
  }
  await services.jobs.define(imageVariantsJob(services));
  await services.jobs.define(videoTranscodeJob(services));
  await services.jobs.define(deckThumbnailJob(services, renderer));
  if (options.thumbnailsAfterSaves !== false) thumbnailAfterSaves(services);
  await services.jobs.define({
    name: PRUNE_SESSIONS_JOB, timeoutMs: 60_000, retryLimit: 2, retryDelaySeconds: 60,
    run: () => pruneExpiredSessions(services.db),
  });
  await services.jobs.schedule(PRUNE_SESSIONS_JOB, '17 * * * *');
  return renderer;
}
