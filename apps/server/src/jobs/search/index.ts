/**
 * Search indexing on the job queue: `search-index` rebuilds one deck's rows after a save or a tag change, and
 * `search-backfill` (every minute, and once at start) indexes decks whose rows are missing or behind, e.g. right
 * after the migration or when a request to index was lost.
 */
import type { AppServices } from '../../context.js';
import { indexDeck } from '../../services/search/indexDeck.js';
import { SEARCH_BACKFILL_JOB, SEARCH_INDEX_JOB, requestSearchIndexAfterSave } from '../../services/search/requestIndex.js';
import { staleDecks } from '../../services/search/staleDecks.js';
import type { JobModule } from '../jobModule.js';
import type { JobDefinition } from '../queue.js';

const BACKFILL_BATCH = 200;

function searchIndexJob(services: AppServices): JobDefinition<{ deckId: number }> {
  return {
    name: SEARCH_INDEX_JOB, timeoutMs: 60_000, retryLimit: 3, retryDelaySeconds: 5, concurrency: 2,
    run: ({ deckId }) => indexDeck(services.db, deckId),
  };
}

function searchBackfillJob(services: AppServices): JobDefinition<Record<string, never>> {
  return {
    name: SEARCH_BACKFILL_JOB, timeoutMs: 10 * 60_000, retryLimit: 1, retryDelaySeconds: 60,
    run: async (_data, job) => {
      for (let batch = 0; batch < 50; batch += 1) {
        const ids = await staleDecks(services.db, BACKFILL_BATCH);
        for (const id of ids) {
          if (job.signal.aborted) return;
          await indexDeck(services.db, id);
        }
        if (ids.length < BACKFILL_BATCH) return;
      }
    },
  };
}

/** Both jobs, and each deck this process saves indexed once its saves settle (listed in jobs/index.ts). */
export const searchJobs: JobModule = {
  name: 'search',
  jobs: (services) => [searchIndexJob(services), searchBackfillJob(services)],
  schedules: { [SEARCH_BACKFILL_JOB]: '* * * * *' },
  subscribe: (services, runtime) => services.events.on('deck-saved', ({ deckId }) =>
    requestSearchIndexAfterSave(services, deckId, runtime.options.searchIndexSettleSeconds)),
  queuedAtStart: [SEARCH_BACKFILL_JOB],
};
