/** POST /decks/{id}/thumbnails.json (SPEC §7 thumbnails): editors ask for a fresh thumbnail now, not after the debounce. */
import type { ServiceContext } from '../../context.js';
import { DECK_THUMBNAIL_JOB } from '../../jobs/media/names.js';
import { loadDeck } from './loadDeck.js';

/** Queues the render and returns the job id; NotFound / Forbidden for anyone who may not edit the deck. */
export async function requestThumbnail({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<string> {
  await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id }, action: 'edit', fresh: true });
  return ctx.jobs.send(DECK_THUMBNAIL_JOB, { deckId: id });
}
