/**
 * Layout commands as pure geometry: align blocks to a reference box, distribute them with equal gaps, match their
 * width or height. Positions are read from each block's visible (rotation included) bounding box and written back as
 * whole pixels. Locked blocks never move or resize, but they still count for the reference (the selection's bounds,
 * the span of a distribution, the size to match), as in Google Slides and slides.com. Hand-written: a few lines of
 * arithmetic over the editor's own box type, which no layout library models (they lay out trees, not free boxes).
 */
import { aabb, union, type Box, type RotatedBox } from './geometry';

export const ALIGN_EDGES = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];
export type Axis = 'horizontal' | 'vertical';

/** A block as the layout commands see it (coordinates of its parent: the slide, or the group it is in). */
export interface LayoutItem extends RotatedBox {
  id: string;
  locked?: boolean;
}

export interface Move {
  id: string;
  x: number;
  y: number;
}

export interface Resize extends Box {
  id: string;
}

const horizontal = (edge: AlignEdge) => edge === 'left' || edge === 'center' || edge === 'right';

/**
 * What aligning blocks lines up with: the selection's bounds for several blocks, `area` (the slide) for one. Undefined
 * for none.
 */
export function alignReference(items: readonly LayoutItem[], area: Box): Box | undefined {
  if (items.length === 1) return area;
  return union(items.map((i) => aabb(i)));
}

/** Moves that put each unlocked block's `edge` (or centre) on the reference's; blocks already there are left out. */
export function alignMoves(items: readonly LayoutItem[], edge: AlignEdge, reference: Box): Move[] {
  const moves: Move[] = [];
  for (const item of items) {
    if (item.locked) continue;
    const seen = aabb(item);
    let dx = 0;
    let dy = 0;
    if (edge === 'left') dx = reference.x - seen.x;
    else if (edge === 'center') dx = reference.x + reference.width / 2 - (seen.x + seen.width / 2);
    else if (edge === 'right') dx = reference.x + reference.width - (seen.x + seen.width);
    else if (edge === 'top') dy = reference.y - seen.y;
    else if (edge === 'middle') dy = reference.y + reference.height / 2 - (seen.y + seen.height / 2);
    else dy = reference.y + reference.height - (seen.y + seen.height);
    const x = horizontal(edge) ? Math.round(item.x + dx) : item.x;
    const y = horizontal(edge) ? item.y : Math.round(item.y + dy);
    if (x !== item.x || y !== item.y) moves.push({ id: item.id, x, y });
  }
  return moves;
}

/**
 * Moves that leave equal gaps between blocks along `axis`: the first and the last (by position) stay, the others are
 * spaced between them in their current order. Needs three blocks; locked ones keep their place.
 */
export function distributeMoves(items: readonly LayoutItem[], axis: Axis): Move[] {
  if (items.length < 3) return [];
  const h = axis === 'horizontal';
  const start = (b: Box) => (h ? b.x : b.y);
  const size = (b: Box) => (h ? b.width : b.height);
  const placed = items.map((item) => ({ item, seen: aabb(item) }))
    // Blocks starting at the same place are ordered by their centre; after that the sort keeps the given order.
    .sort((a, b) => start(a.seen) - start(b.seen) || start(a.seen) + size(a.seen) / 2 - (start(b.seen) + size(b.seen) / 2));
  const first = placed[0]!.seen;
  const last = placed[placed.length - 1]!.seen;
  const span = start(last) + size(last) - start(first);
  const total = placed.reduce((sum, p) => sum + size(p.seen), 0);
  const gap = (span - total) / (placed.length - 1);
  const moves: Move[] = [];
  let at = start(first);
  for (const { item, seen } of placed) {
    const delta = at - start(seen);
    at += size(seen) + gap;
    if (item.locked) continue;
    const x = h ? Math.round(item.x + delta) : item.x;
    const y = h ? item.y : Math.round(item.y + delta);
    if (x !== item.x || y !== item.y) moves.push({ id: item.id, x, y });
  }
  return moves;
}

/**
 * Resizes that give every unlocked block the width (or height) of `reference` (the block selected first); the top-left
 * corner stays, as PowerPoint's and Keynote's "same size" do.
 */
export function matchSizeResizes(items: readonly LayoutItem[], dimension: 'width' | 'height', reference: Box): Resize[] {
  const target = Math.round(reference[dimension]);
  const resizes: Resize[] = [];
  for (const item of items) {
    if (item.locked || item[dimension] === target) continue;
    resizes.push({ id: item.id, x: item.x, y: item.y, width: item.width, height: item.height, [dimension]: target });
  }
  return resizes;
}
