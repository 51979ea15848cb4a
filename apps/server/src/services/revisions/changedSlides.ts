/** Which slides changed between two revisions' documents (the history's "which slides changed"). */
import { listSlides, loadDocument, StoredDocumentError, type DeckDocument } from '@podium/deck';

/** A slide's content without ids: slides saved as HTML get fresh slide and block ids each time. */
function contentOf(slide: unknown): string {
  return JSON.stringify(slide, (key, value: unknown) => (key === 'id' ? undefined : value));
}

/**
 * Slides of `after` that are new or differ from `before`, and the ids of `before`'s slides that are gone. A slide is
 * matched by id first; one whose id is new but whose content `before` had (re-saved HTML) counts as unchanged.
 */
export function changedSlides(before: DeckDocument | null, after: DeckDocument) {
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

/** The ids of the slides `after` changed since `before`; none when a document no longer loads. */
export function changedSlideIds(before: unknown, after: unknown): string[] {
  try {
    return changedSlides(before === null ? null : loadDocument(before), loadDocument(after)).changed.map((slide) => slide.id);
  } catch (error) {
    if (error instanceof StoredDocumentError) return [];
    throw error;
  }
}
