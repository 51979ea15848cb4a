/**
 * Deck revisions per settled burst per author: every content save queues the revision job for its author, debounced
 * per deck and author (REVISIONS.burstSettleSeconds). The job records the deck as a revision once that author's burst
 * has settled (or gone on for REVISIONS.burstMaxSeconds), crediting everyone whose changes it holds, and looks again
 * a slot later while the burst goes on. A scheduled job prunes old revisions (services/revisions/pruneRevisions.ts).
 */
import { REVISIONS } from '@podium/shared';
import type { AppServices } from '../../context.js';
import type { JobDefinition } from '../queue.js';
import { recordCurrentRevision } from '../../services/revisions/recordRevision.js';
import { settleBurst } from '../../services/revisions/editBursts.js';
import { pruneRevisions } from '../../services/revisions/pruneRevisions.js';
import type { JobModule } from '../jobModule.js';

export const DECK_REVISION_JOB = 'deck-revision';
export const PRUNE_REVISIONS_JOB = 'prune-revisions';

export interface DeckRevisionData {
  deckId: number;
  userId: number | null;
}

/** Queues the revision job for `userId`'s burst on the deck (one per deck and author per settle period). */
export function queueBurstRevision(services: AppServices, deckId: number, userId: number | null): Promise<string | null> {
  return services.jobs.sendDebounced(DECK_REVISION_JOB, { deckId, userId },
    { key: `revision-deck-${deckId}-user-${userId ?? 'none'}`, seconds: REVISIONS.burstSettleSeconds });
}

/**
 * Records the deck as a revision once the author's burst has settled (as of `now()`, the job's clock); while it goes
 * on, looks again in the next slot. A save without an author is recorded as it is.
 */
export function deckRevisionJob(services: AppServices, now: () => Date = () => new Date()): JobDefinition<DeckRevisionData> {
  return {
    name: DECK_REVISION_JOB, timeoutMs: 60_000, retryLimit: 3, retryDelaySeconds: 30,
    run: async ({ deckId, userId }) => {
      if (userId === null) return void (await recordCurrentRevision(services.db, deckId, null));
      if ((await settleBurst(services.db, deckId, userId, now())) === 'waiting') await queueBurstRevision(services, deckId, userId);
    },
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

/** Queues the revision job for each author of a content save (whatever path saved: HTTP, co-editing, restore). */
export function revisionsAfterSaves(services: AppServices): void {
  services.events.on('deck-saved', ({ deckId, userId, authorIds, content }) => {
    if (content === false) return;
    const authors = authorIds?.length ? authorIds : [userId ?? null];
    for (const author of authors) {
      queueBurstRevision(services, deckId, author).catch((error: unknown) => services.log.warn({ err: error, deckId }, 'deck revision not queued'));
    }
  });
}

/** Revisions from settled saves, pruned hourly to the retention's density (listed in jobs/index.ts). */
export const revisionJobs: JobModule = {
  name: 'revisions',
  jobs: (services) => [deckRevisionJob(services), pruneRevisionsJob(services)],
  schedules: { [PRUNE_REVISIONS_JOB]: '23 * * * *' },
  subscribe: revisionsAfterSaves,
};
