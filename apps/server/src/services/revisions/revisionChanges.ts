/** One revision with the slides that changed since the revision before it (the history panel's thumbnails). */
import { listSlides, loadDocument, type DeckDocument } from '@podium/deck';
import type { RevisionDetailJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { editableDeck } from '../decks/editableDeck.js';
import { presentRevision, revisionWithPrevious } from './listRevisions.js';

/** At most this many changed slides are sent (a first revision "changes" every slide). */
export const CHANGED_SLIDES_MAX = 12;

/** A slide's content without ids: slides saved as HTML get fresh slide and block ids each time. */
function contentOf(slide: unknown): string {
  return JSON.stringify(slide, (key, value: unknown) => (key === 'id' ? undefined : value));
}

/**
 * Slides of `after` that are new or differ from `before`, and the ids of `before`'s slides that are gone. A slide is
 * matched by id first; one whose id is new but whose content `before` had (re-saved HTML) counts as unchanged.
 */
export function changedSlides(before: DeckDocument | null, after: DeckDocument): { changed: unknown[]; removed: string[] } {
  const oldSlides = before ? listSlides(before).map(({ slide }) => slide) : [];
  const oldById = new Map(oldSlides.map((slide) => [slide.id, JSON.stringify(slide)]));
  const oldContents = new Set(oldSlides.map(contentOf));
  const now = listSlides(after).map(({ slide }) => slide);
  const changed = now.filter((slide) => {
    const old = oldById.get(slide.id);
    return old === undefined ? !oldContents.has(contentOf(slide)) : old !== JSON.stringify(slide);
  });
  const kept = new Set(now.map((slide) => slide.id));
  const newContents = new Set(now.map(contentOf));
  return { changed, removed: oldSlides.filter((slide) => !kept.has(slide.id) && !newContents.has(contentOf(slide))).map((slide) => slide.id) };
}

/** The revision `revisionId` of deck `id` and its changes; NotFound for another deck's revision or an unknown id. */
export async function revisionDetail({ ctx, id, revisionId }: { ctx: ServiceContext; id: number; revisionId: number }): Promise<RevisionDetailJson> {
  const { deck } = await editableDeck(ctx, id);
  const { revision, author, previous } = await revisionWithPrevious(ctx, id, revisionId);
  const { changed, removed } = changedSlides(previous ? loadDocument(previous.document) : null, loadDocument(revision.document));
  return {
    revision: presentRevision(revision, author, deck.version),
    changed_slides: changed.slice(0, CHANGED_SLIDES_MAX),
    changed_count: changed.length,
    removed_slide_ids: removed,
  };
}
