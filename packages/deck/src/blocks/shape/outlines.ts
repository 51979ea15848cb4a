/** Shape outlines in a unit square (polygons), and the one kind drawn as a path (the rounded speech bubble). */
import { num } from '../../html/escape.js';
import type { ShapeKind } from './props.js';

type Pt = readonly [number, number];
const ARROW_RIGHT: Pt[] = [[0, 0.3], [0.6, 0.3], [0.6, 0], [1, 0.5], [0.6, 1], [0.6, 0.7], [0, 0.7]];
const regular = (n: number, rotate = -Math.PI / 2): Pt[] =>
  Array.from({ length: n }, (_, i) => [0.5 + 0.5 * Math.cos(rotate + (i * 2 * Math.PI) / n), 0.5 + 0.5 * Math.sin(rotate + (i * 2 * Math.PI) / n)] as const);
const STAR: Pt[] = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 0.5 : 0.2;
  const a = -Math.PI / 2 + (i * Math.PI) / 5;
  return [0.5 + r * Math.cos(a), 0.5 + r * Math.sin(a)] as const;
});

/** Polygon outlines in a unit square. */
export const POLYGONS: Partial<Record<ShapeKind, readonly Pt[]>> = {
  diamond: [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]],
  'triangle-up': [[0.5, 0], [1, 1], [0, 1]],
  'triangle-down': [[0, 0], [1, 0], [0.5, 1]],
  'triangle-left': [[1, 0], [1, 1], [0, 0.5]],
  'triangle-right': [[0, 0], [1, 0.5], [0, 1]],
  'arrow-right': ARROW_RIGHT,
  'arrow-left': ARROW_RIGHT.map(([x, y]) => [1 - x, y] as const),
  'arrow-down': ARROW_RIGHT.map(([x, y]) => [y, x] as const),
  'arrow-up': ARROW_RIGHT.map(([x, y]) => [y, 1 - x] as const),
  'arrow-left-right': [[0, 0.5], [0.25, 0], [0.25, 0.3], [0.75, 0.3], [0.75, 0], [1, 0.5], [0.75, 1], [0.75, 0.7], [0.25, 0.7], [0.25, 1]],
  chevron: [[0, 0], [0.7, 0], [1, 0.5], [0.7, 1], [0, 1], [0.3, 0.5]],
  octagon: [[0.3, 0], [0.7, 0], [1, 0.3], [1, 0.7], [0.7, 1], [0.3, 1], [0, 0.7], [0, 0.3]],
  hexagon: [[0.25, 0], [0.75, 0], [1, 0.5], [0.75, 1], [0.25, 1], [0, 0.5]],
  pentagon: regular(5),
  parallelogram: [[0.25, 0], [1, 0], [0.75, 1], [0, 1]],
  trapezoid: [[0.2, 0], [0.8, 0], [1, 1], [0, 1]],
  cross: [[0.35, 0], [0.65, 0], [0.65, 0.35], [1, 0.35], [1, 0.65], [0.65, 0.65], [0.65, 1], [0.35, 1], [0.35, 0.65], [0, 0.65], [0, 0.35], [0.35, 0.35]],
  'speech-bubble': [[0, 0], [1, 0], [1, 0.75], [0.45, 0.75], [0.2, 1], [0.25, 0.75], [0, 0.75]],
  star: STAR,
};

/** SVG path data for the rounded speech bubble in a w×h box (an ellipse-ish body with a tail at the lower left). */
export function roundBubblePath(w: number, h: number): string {
  const bh = h * 0.8;
  const r = Math.min(w, bh) * 0.3;
  const p = (x: number, y: number) => `${num(x)} ${num(y)}`;
  return [
    `M${p(r, 0)}`, `L${p(w - r, 0)}`, `Q${p(w, 0)} ${p(w, r)}`, `L${p(w, bh - r)}`, `Q${p(w, bh)} ${p(w - r, bh)}`,
    `L${p(w * 0.4, bh)}`, `L${p(w * 0.15, h)}`, `L${p(w * 0.22, bh)}`, `L${p(r, bh)}`, `Q${p(0, bh)} ${p(0, bh - r)}`,
    `L${p(0, r)}`, `Q${p(0, 0)} ${p(r, 0)}`, 'Z',
  ].join(' ');
}
