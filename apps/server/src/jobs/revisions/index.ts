/**
 * Deck revisions from settled changes: every content save queues the revision job debounced per deck
 * (REVISIONS.settleSeconds), so a burst of saves ends in one revision of where the deck settled; a scheduled job
 * prunes old revisions (services/revisions/pruneRevisions.ts).
 */
import { REVISIONS } from '@podium/shared';
import type { AppServices } from '../../context.js';
import type { JobDefinition } from '../queue.js';
import { recordCurrentRevision } from '../../services/revisions/recordRevision.js';
import { pruneRevisions } from '../../services/revisions/pruneRevisions.js';
import type { JobModule } from '../jobModule.js';

export const DECK_REVISION_JOB = 'deck-revision';
export const PRUNE_REVISIONS_JOB = 'prune-revisions';

export interface DeckRevisionData {
  deckId: number;
  userId: number | null;
}

/** Records the deck's content as it is when the job runs. */
export function deckRevisionJob(services: AppServices): JobDefinition<DeckRevisionData> {
  return {
    name: DECK_REVISION_JOB, timeoutMs: 60_000, retryLimit: 3, retryDelaySeconds: 30,
    run: async ({ deckId, userId }) => void (await recordCurrentRevision(services.db, deckId, userId)),
  };
}

/** Deletes the revisions retention no longer keeps. */
export function pruneRevisionsJob(services: AppServices): JobDefinition<object> {
  return {
    name: PRUNE_REVISIONS_JOB, timeoutMs: 10 * 60_000, retryLimit: 2, retryDelaySeconds: 60,
    run: async () => {
      const removed = await pruneRevisions(services.db);
      if (removed) services.log.info({ removed }, 'old deck revisions pruned');
    },
  };
}

/** Queues a revision after content saves, debounced per deck (whatever path saved: HTTP, co-editing, restore). */
export function revisionsAfterSaves(services: AppServices): void {
  services.events.on('deck-saved', ({ deckId, userId, content }) => {
    if (content === false) return;
    services.jobs.sendDebounced(DECK_REVISION_JOB, { deckId, userId: userId ?? null }, { key: `revision-deck-${deckId}`, seconds: REVISIONS.settleSeconds })
      .catch((error: unknown) => services.log.warn({ err: error, deckId }, 'deck revision not queued'));
  });
}

/** Revisions from settled saves, pruned hourly to the retention's density (listed in jobs/index.ts). */
export const revisionJobs: JobModule = {
  name: 'revisions',
  jobs: (services) => [deckRevisionJob(services), pruneRevisionsJob(services)],
  schedules: { [PRUNE_REVISIONS_JOB]: '23 * * * *' },
  subscribe: revisionsAfterSaves,
};
