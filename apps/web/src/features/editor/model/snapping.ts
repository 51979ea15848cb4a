/** Snapping a moving box to the slide's edges and centre and to other blocks' edges and centres, with guide lines. */
import type { Box } from './geometry';

export interface Guide {
  axis: 'x' | 'y';
  /** Position on that axis (slide px). */
  at: number;
}

export interface SnapTargets {
  xs: number[];
  ys: number[];
}

/** Lines a box can snap to: slide edges and centre, and the edges and centres of `others`. */
export function snapTargets(slide: { width: number; height: number }, others: readonly Box[]): SnapTargets {
  const xs = [0, slide.width / 2, slide.width];
  const ys = [0, slide.height / 2, slide.height];
  for (const b of others) {
    xs.push(b.x, b.x + b.width / 2, b.x + b.width);
    ys.push(b.y, b.y + b.height / 2, b.y + b.height);
  }
  return { xs, ys };
}

function nearest(candidates: readonly number[], targets: readonly number[], threshold: number): { delta: number; at: number } | null {
  let best: { delta: number; at: number } | null = null;
  for (const c of candidates) {
    for (const t of targets) {
      const delta = t - c;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, at: t };
    }
  }
  return best;
}

/** The correction (dx, dy) that snaps `box`'s left/centre/right and top/middle/bottom within `threshold`, and the guides to draw. */
export function snapBox(box: Box, targets: SnapTargets, threshold: number): { dx: number; dy: number; guides: Guide[] } {
  const x = nearest([box.x, box.x + box.width / 2, box.x + box.width], targets.xs, threshold);
  const y = nearest([box.y, box.y + box.height / 2, box.y + box.height], targets.ys, threshold);
  const guides: Guide[] = [];
  if (x) guides.push({ axis: 'x', at: x.at });
  if (y) guides.push({ axis: 'y', at: y.at });
  return { dx: x?.delta ?? 0, dy: y?.delta ?? 0, guides };
}

/** Snap the moving edge of one axis (dir -1: the start edge, 1: the end edge, 0: none). */
function snapAxis(start: number, size: number, dir: number, targets: readonly number[], threshold: number): { start: number; size: number; at: number } | null {
  if (dir === 0) return null;
  const hit = nearest([dir < 0 ? start : start + size], targets, threshold);
  if (!hit) return null;
  return dir < 0 ? { start: start + hit.delta, size: size - hit.delta, at: hit.at } : { start, size: size + hit.delta, at: hit.at };
}

/** Snap the moving edges of a resized (unrotated) box: `sx`/`sy` say which edges move (-1 left/top, 1 right/bottom). */
export function snapEdges(box: Box, sx: number, sy: number, targets: SnapTargets, threshold: number): { box: Box; guides: Guide[] } {
  const x = snapAxis(box.x, box.width, sx, targets.xs, threshold);
  const y = snapAxis(box.y, box.height, sy, targets.ys, threshold);
  const out = { x: x?.start ?? box.x, y: y?.start ?? box.y, width: x?.size ?? box.width, height: y?.size ?? box.height };
  const guides: Guide[] = [...(x ? [{ axis: 'x' as const, at: x.at }] : []), ...(y ? [{ axis: 'y' as const, at: y.at }] : [])];
  return out.width >= 1 && out.height >= 1 ? { box: out, guides } : { box, guides: [] };
}
