/**
 * Slides of a deck document for comments: which slide is at a position, and labels ("Slide 2", "Slide 2.1") numbered
 * as the editor's navigator numbers them. Structural, without @podium/deck, so the review page's bundle stays small.
 */

/** The part of a deck document these helpers read. */
export interface SlidesOnly {
  slides: ReadonlyArray<{ id: string; children?: ReadonlyArray<{ id: string }> }>;
}

/** The position of a slide hash (`v` 0 for a column's top slide, i + 1 for its i-th slide below), or null. */
export function slidePositionOf(doc: SlidesOnly, hash: string): { h: number; v: number } | null {
  for (let h = 0; h < doc.slides.length; h += 1) {
    const top = doc.slides[h]!;
    if (top.id === hash) return { h, v: 0 };
    const below = top.children?.findIndex((child) => child.id === hash) ?? -1;
    if (below >= 0) return { h, v: below + 1 };
  }
  return null;
}

/** The hash of the slide at a player position (reveal.js indexh/indexv), or null. */
export function slideHashAt(doc: SlidesOnly, h: number, v: number): string | null {
  const top = doc.slides[h];
  return (v ? top?.children?.[v - 1]?.id : top?.id) ?? null;
}

/** The label of a position. */
export function slideLabelAt(h: number, v: number): string {
  return `Slide ${h + 1}${v ? `.${v}` : ''}`;
}

/** The label of a slide hash in a document; null when the deck no longer has that slide. */
export function slideLabelIn(doc: SlidesOnly, hash: string): string | null {
  const at = slidePositionOf(doc, hash);
  return at ? slideLabelAt(at.h, at.v) : null;
}
