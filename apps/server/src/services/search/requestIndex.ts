/** Asks the job queue to (re)index a deck for search; saves never wait for the index. */
import { SEARCH } from '@podium/shared';
import type { AppServices } from '../../context.js';

export const SEARCH_INDEX_JOB = 'search-index';
export const SEARCH_BACKFILL_JOB = 'search-backfill';

/** Enqueues the deck's re-index; a failure to enqueue is logged, and the periodic backfill catches the deck up. */
export function requestSearchIndex(ctx: Pick<AppServices, 'jobs' | 'log'>, deckId: number): void {
  ctx.jobs.send(SEARCH_INDEX_JOB, { deckId }).catch((error: unknown) => {
    ctx.log.warn({ err: error, deckId }, 'search index request failed; the backfill will catch up');
  });
}

/**
 * Enqueues the re-index of a saved deck SEARCH.indexSettleSeconds after its last save: a burst of saves (autosaves,
 * co-editing flushes) is indexed once, from the deck as it is then.
 */
export function requestSearchIndexAfterSave(ctx: Pick<AppServices, 'jobs' | 'log'>, deckId: number, seconds: number = SEARCH.indexSettleSeconds): void {
  if (seconds <= 0) return requestSearchIndex(ctx, deckId);
  ctx.jobs.sendDebounced(SEARCH_INDEX_JOB, { deckId }, { key: `search-deck-${deckId}`, seconds }).catch((error: unknown) => {
    ctx.log.warn({ err: error, deckId }, 'search index request failed; the backfill will catch up');
  });
}
