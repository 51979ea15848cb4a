/**
 * Counting a deck view as a queue job. The request only decides that a browser's view is new (the
 * GuardStore claim in services/views) and queues the deck's id and day; the job counts it.
 */
import type { AppServices } from '../../context.js';
import { DECK_VIEW_JOB, recordDeckView, type DeckViewJobData } from '../../services/views/deckViews.js';
import type { JobDefinition } from '../queue.js';
import type { JobModule } from '../jobModule.js';

export function deckViewJob(services: AppServices): JobDefinition<DeckViewJobData> {
  return {
    name: DECK_VIEW_JOB,
    timeoutMs: 30_000,
    retryLimit: 3,
    retryDelaySeconds: 5,
    concurrency: 2,
    run: (data) => recordDeckView(services, data),
  };
}

/** Listed in jobs/index.ts. */
export const deckViewJobs: JobModule = {
  name: 'deckViews',
  jobs: (services) => [deckViewJob(services)],
};
