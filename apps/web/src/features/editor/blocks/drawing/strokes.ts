/**
 * Freehand strokes → drawing blocks. Raw pointer samples are smoothed with perfect-freehand (its streamlined
 * stroke points, which also even out pressure jitter), thinned, and stored as vectors in the block's own view box.
 */
import { createBlock, getStrokePoints, type Block, type DrawingBlock } from '@podium/deck';

/** A pointer sample in slide px with its pressure (0..1; mice report 0.5). */
export type Sample = readonly [number, number, number];

const round = (n: number) => Math.round(n * 100) / 100;

/** Whether the samples carry real pen pressure (mice and touch report a constant 0.5, or 0). */
export function hasPressure(samples: readonly Sample[]): boolean {
  return samples.some((s) => s[2] !== 0.5 && s[2] !== 0);
}

/** Smoothed, thinned stroke samples (slide px, pressure); a tap becomes a dot (two equal points). */
export function smoothStroke(samples: readonly Sample[], width: number): Array<[number, number, number]> {
  if (samples.length === 0) return [];
  const [x0, y0, p0] = samples[0]!;
  if (samples.length === 1) return [[round(x0), round(y0), p0], [round(x0), round(y0), p0]];
  const smoothed = getStrokePoints(samples.map((s) => [s[0], s[1], s[2]]), { size: width, streamline: 0.5, simulatePressure: !hasPressure(samples), last: true })
    .map((p) => [p.point[0], p.point[1], Math.min(1, Math.max(0, p.pressure))] as [number, number, number]);
  const out: Array<[number, number, number]> = [];
  for (const p of smoothed) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= 1) out.push([round(p[0]), round(p[1]), round(p[2])]);
  }
  if (out.length === 1) out.push([...out[0]!]);
  return out;
}

/**
 * A drawing block holding one stroke as ink, boxed tightly around it (padded by half the stroke width). Pressures
 * are kept when the pen reported them; otherwise the ink simulates them from the drawing speed.
 */
export function strokeBlock(points: ReadonlyArray<readonly [number, number, number?]>, color: string, width: number, z: number, pressure = false): DrawingBlock {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const pad = width / 2;
  const x = Math.floor(Math.min(...xs) - pad);
  const y = Math.floor(Math.min(...ys) - pad);
  const w = Math.max(1, Math.ceil(Math.max(...xs) + pad - x));
  const h = Math.max(1, Math.ceil(Math.max(...ys) + pad - y));
  return createBlock('drawing', {
    x, y, width: w, height: h, z,
    props: {
      points: points.map(([px, py]) => [round(px - x), round(py - y)] as [number, number]),
      viewBox: { width: w, height: h }, color, strokeWidth: width, ink: true,
      ...(pressure ? { pressures: points.map((p) => p[2] ?? 0.5) } : {}),
    },
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
