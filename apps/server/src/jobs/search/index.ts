/**
 * Search indexing on the job queue: `search-index` rebuilds one deck's rows after a save or a tag change, and
 * `search-backfill` (every minute, and once at start) indexes decks whose rows are missing or behind, e.g. right
 * after the migration or when a request to index was lost.
 */
import type { AppServices } from '../../context.js';
import { indexDeck } from '../../services/search/indexDeck.js';
import { SEARCH_BACKFILL_JOB, SEARCH_INDEX_JOB, requestSearchIndex } from '../../services/search/requestIndex.js';
import { staleDecks } from '../../services/search/staleDecks.js';

const BACKFILL_BATCH = 200;

/** Defines both jobs and indexes each deck this process saves. */
export async function defineSearchJobs(services: AppServices): Promise<void> {
  await services.jobs.define<{ deckId: number }>({
    name: SEARCH_INDEX_JOB, timeoutMs: 60_000, retryLimit: 3, retryDelaySeconds: 5, concurrency: 2,
    run: ({ deckId }) => indexDeck(services.db, deckId),
  });
  await services.jobs.define<Record<string, never>>({
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
  });
  services.events.on('deck-saved', ({ deckId }) => requestSearchIndex(services, deckId));
  await services.jobs.schedule(SEARCH_BACKFILL_JOB, '* * * * *');
  await services.jobs.send(SEARCH_BACKFILL_JOB, {});
}
