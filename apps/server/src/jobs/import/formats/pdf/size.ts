/** The deck size of an imported PDF: the SPEC slide size with the page's aspect when there is one, else the page's own size. */
import { SLIDE_SIZES } from '@podium/shared';

/** PDF user space is 72 units per inch, the deck 96 px per inch. */
export const PX_PER_PT = 96 / 72;
/** How close (relative) an aspect must be to count as the same. */
const SAME_ASPECT = 0.015;
const MAX_SIDE = 10000;

/** The deck size for pages of `widthPt` × `heightPt`. */
export function deckSizeFor(widthPt: number, heightPt: number): { width: number; height: number } {
  const aspect = widthPt / heightPt;
  let width = widthPt * PX_PER_PT;
  let height = heightPt * PX_PER_PT;
  // Of the sizes with this aspect (1024×576 and 1280×720 are both 16:9), the one nearest the page's own.
  const spec = SLIDE_SIZES.filter((s) => Math.abs(s.width / s.height / aspect - 1) < SAME_ASPECT)
    .sort((a, b) => Math.abs(a.width - width) - Math.abs(b.width - width))[0];
  if (spec) return { width: spec.width, height: spec.height };
  const shrink = Math.min(1, MAX_SIDE / width, MAX_SIDE / height);
  width = Math.max(1, Math.round(width * shrink));
  height = Math.max(1, Math.round(height * shrink));
  return { width, height };
}
