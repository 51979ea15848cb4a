/**
 * Freehand strokes → drawing blocks. Raw pointer samples are smoothed with perfect-freehand (its streamlined
 * stroke points, which also even out pressure jitter), thinned, and stored as vectors in the block's own view box.
 */
import { getStrokePoints } from 'perfect-freehand';
import { createBlock, type Block, type DrawingBlock } from '@podium/deck';

/** A pointer sample in slide px with its pressure (0..1; mice report 0.5). */
export type Sample = readonly [number, number, number];

const round = (n: number) => Math.round(n * 100) / 100;

/** Smoothed, thinned stroke points (slide px); a tap becomes a dot (two equal points). */
export function smoothStroke(samples: readonly Sample[], width: number): Array<[number, number]> {
  if (samples.length === 0) return [];
  if (samples.length === 1) return [[round(samples[0]![0]), round(samples[0]![1])], [round(samples[0]![0]), round(samples[0]![1])]];
  const simulatePressure = samples.every((s) => s[2] === 0.5 || s[2] === 0);
  const smoothed = getStrokePoints(samples.map((s) => [s[0], s[1], s[2]]), { size: width, streamline: 0.5, simulatePressure, last: true })
    .map((p) => [p.point[0], p.point[1]] as [number, number]);
  const out: Array<[number, number]> = [];
  for (const p of smoothed.length ? smoothed : [[samples[0]![0], samples[0]![1]] as [number, number]]) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= 1) out.push([round(p[0]), round(p[1])]);
  }
  if (out.length === 1) out.push([out[0]![0], out[0]![1]]);
  return out;
}

/** A drawing block holding one stroke, boxed tightly around it (padded by half the stroke width). */
export function strokeBlock(points: ReadonlyArray<readonly [number, number]>, color: string, width: number, z: number): DrawingBlock {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const pad = width / 2;
  const x = Math.floor(Math.min(...xs) - pad);
  const y = Math.floor(Math.min(...ys) - pad);
  const w = Math.max(1, Math.ceil(Math.max(...xs) + pad - x));
  const h = Math.max(1, Math.ceil(Math.max(...ys) + pad - y));
  return createBlock('drawing', {
    x, y, width: w, height: h, z,
    props: { points: points.map(([px, py]) => [round(px - x), round(py - y)] as [number, number]), viewBox: { width: w, height: h }, color, strokeWidth: width },
  });
}

function segmentDistance(p: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Whether a slide point touches a drawing's stroke (within `radius` slide px of it; rotation ignored). */
export function touchesStroke(block: Block, point: { x: number; y: number }, radius: number): boolean {
  if (block.type !== 'drawing' || block.locked) return false;
  const { points, viewBox, strokeWidth } = block.props;
  const sx = block.width / viewBox.width;
  const sy = block.height / viewBox.height;
  const local = [(point.x - block.x) / sx, (point.y - block.y) / sy] as const;
  const reach = (radius + strokeWidth / 2) / Math.min(sx, sy);
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i]!;
    const b = points[Math.min(i + 1, points.length - 1)]!;
    if (segmentDistance(local, a, b) <= reach) return true;
  }
  return false;
}
