/**
 * Counting a share link's view as a queue job. The request only decides that a browser's view is new (the GuardStore
 * claim) and queues the link's id; the job counts it, stamps the first view and queues the owner's e-mail.
 */
import type { AppServices } from '../../context.js';
import { LINK_VIEW_JOB, recordLinkView } from '../../services/sharing/linkAccess.js';
import type { JobDefinition } from '../queue.js';
import type { JobModule } from '../jobModule.js';

export interface LinkViewJobData {
  tokenId: number;
}

export function linkViewJob(services: AppServices): JobDefinition<LinkViewJobData> {
  return {
    name: LINK_VIEW_JOB,
    timeoutMs: 30_000,
    retryLimit: 3,
    retryDelaySeconds: 5,
    concurrency: 2,
    run: ({ tokenId }) => recordLinkView(services, tokenId),
  };
}

/** Listed in jobs/index.ts. */
export const linkViewJobs: JobModule = {
  name: 'linkViews',
  jobs: (services) => [linkViewJob(services)],
};
