/** File-storage sync: pushes a deck's export to the user's storage, queued after saves settle ("sync on save"). */
import { markDeckSaved } from '../../services/sync/deckSync.js';
import type { JobModule } from '../jobModule.js';
import { deckSyncJob } from './syncJob.js';

/** Listed in jobs/index.ts. */
export const syncJobs: JobModule = {
  name: 'sync',
  jobs: (services, { exportFormats }) => [deckSyncJob(services, exportFormats)],
  // The process that saved marks the deck's syncs dirty; the queued push waits for saves to settle.
  subscribe: (services) => {
    services.events.on('deck-saved', ({ deckId }) => {
      void markDeckSaved(services, deckId).catch((error: unknown) => services.log.warn({ err: error, deckId }, 'could not schedule deck sync'));
    });
  },
};
