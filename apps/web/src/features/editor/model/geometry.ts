/** Pure geometry for direct manipulation: boxes, rotation, resizing from a handle, rotating around the centre. */
import { LIMITS } from '@podium/shared';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface RotatedBox extends Box {
  rotation: number;
}

export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Rotate a vector by `deg` degrees (clockwise on screen, y pointing down). */
export function rotateVec(x: number, y: number, deg: number): { x: number; y: number } {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return { x: x * c - y * s, y: x * s + y * c };
}

/** The axis-aligned bounding box of a (possibly rotated) box. */
export function aabb(b: RotatedBox): Box {
  if (!b.rotation) return { x: b.x, y: b.y, width: b.width, height: b.height };
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  const corners = [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([sx, sy]) => rotateVec((sx! * b.width) / 2, (sy! * b.height) / 2, b.rotation));
  const xs = corners.map((p) => cx + p.x);
  const ys = corners.map((p) => cy + p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The union of boxes (undefined for none). */
export function union(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y };
}

/** Whether two boxes overlap (touching counts). */
export function intersects(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** The box spanned by two points. */
export function boxFromPoints(a: { x: number; y: number }, b: { x: number; y: number }): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/** Which way each handle pulls: -1 the left/top edge, 1 the right/bottom edge, 0 that axis stays. */
export function handleDirection(handle: Handle): { sx: -1 | 0 | 1; sy: -1 | 0 | 1 } {
  return {
    sx: handle.includes('w') ? -1 : handle.includes('e') ? 1 : 0,
    sy: handle.startsWith('n') ? -1 : handle.startsWith('s') ? 1 : 0,
  };
}

/**
 * Resize `start` by dragging `handle` by (dx, dy) slide px. The opposite edge/corner stays put, also for rotated
 * boxes (the drag is read in the box's own frame). `keepAspect` (shift) keeps the width/height ratio.
 */
export function resizeBox(start: RotatedBox, handle: Handle, dx: number, dy: number, keepAspect: boolean): Box {
  const { sx, sy } = handleDirection(handle);
  const local = rotateVec(dx, dy, -start.rotation);
  const min = LIMITS.blockSizeMin;
  let width = sx === 0 ? start.width : Math.max(min, start.width + sx * local.x);
  let height = sy === 0 ? start.height : Math.max(min, start.height + sy * local.y);
  if (keepAspect && start.width > 0 && start.height > 0) {
    const ratio = start.width / start.height;
    if (sx !== 0 && sy !== 0) {
      // Corners follow whichever axis moved more, relative to its size.
      if (width / start.width > height / start.height) height = width / ratio;
      else width = height * ratio;
    } else if (sx !== 0) height = width / ratio;
    else width = height * ratio;
    width = Math.max(min, width);
    height = Math.max(min, height);
  }
  // The anchor is the point opposite the handle, in the box's frame relative to its centre.
  const anchorBefore = rotateVec((-sx * start.width) / 2, (-sy * start.height) / 2, start.rotation);
  const anchorAfter = rotateVec((-sx * width) / 2, (-sy * height) / 2, start.rotation);
  const cx = start.x + start.width / 2 + anchorBefore.x - anchorAfter.x;
  const cy = start.y + start.height / 2 + anchorBefore.y - anchorAfter.y;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** The rotation (degrees, 0..360) that points the box's top at `p`; `snap` rounds to 15° steps (shift). */
export function rotationTowards(box: Box, p: { x: number; y: number }, snap: boolean): number {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let deg = (Math.atan2(p.y - cy, p.x - cx) * 180) / Math.PI + 90;
  if (snap) deg = Math.round(deg / 15) * 15;
  deg = ((deg % 360) + 360) % 360;
  return Math.round(deg * 100) / 100;
}
