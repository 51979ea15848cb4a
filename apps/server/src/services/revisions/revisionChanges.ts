/** One revision with the slides that changed since the revision before it (the history panel's thumbnails). */
import { loadDocument } from '@podium/deck';
import type { RevisionDetailJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { editableDeck } from '../decks/editableDeck.js';
import { presentRevision, revisionWithPrevious } from './listRevisions.js';
import { changedSlides } from './changedSlides.js';

/** At most this many changed slides are sent (a first revision "changes" every slide). */
export const CHANGED_SLIDES_MAX = 12;

/** The revision `revisionId` of deck `id` and its changes; NotFound for another deck's revision or an unknown id. */
export async function revisionDetail({ ctx, id, revisionId }: { ctx: ServiceContext; id: number; revisionId: number }): Promise<RevisionDetailJson> {
  const { deck } = await editableDeck(ctx, id);
  const { revision, author, authors, previous } = await revisionWithPrevious(ctx, id, revisionId);
  const { changed, removed } = changedSlides(previous ? loadDocument(previous.document) : null, loadDocument(revision.document));
  return {
    revision: presentRevision({ ...revision, changedSlideIds: changed.map((slide) => slide.id) }, author, authors, deck.version),
    changed_slides: changed.slice(0, CHANGED_SLIDES_MAX),
    changed_count: changed.length,
    removed_slide_ids: removed,
  };
}
