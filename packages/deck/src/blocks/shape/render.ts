/** Shape block markup: an inline SVG sized to the block; the `data-shape-*` attributes are what parse reads back. */
import { num, renderAttrs } from '../../html/escape.js';
import type { ShapeBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';
import type { ShapeKind } from './props.js';

type Pt = readonly [number, number];
const ARROW_RIGHT: Pt[] = [[0, 0.3], [0.6, 0.3], [0.6, 0], [1, 0.5], [0.6, 1], [0.6, 0.7], [0, 0.7]];
const STAR: Pt[] = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 0.5 : 0.2;
  const a = -Math.PI / 2 + (i * Math.PI) / 5;
  return [0.5 + r * Math.cos(a), 0.5 + r * Math.sin(a)] as const;
});
/** Polygon outlines in a unit square. */
const POLYGONS: Partial<Record<ShapeKind, readonly Pt[]>> = {
  diamond: [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]],
  'triangle-up': [[0.5, 0], [1, 1], [0, 1]],
  'triangle-down': [[0, 0], [1, 0], [0.5, 1]],
  'triangle-left': [[1, 0], [1, 1], [0, 0.5]],
  'triangle-right': [[0, 0], [1, 0.5], [0, 1]],
  'arrow-right': ARROW_RIGHT,
  'arrow-left': ARROW_RIGHT.map(([x, y]) => [1 - x, y] as const),
  'arrow-down': ARROW_RIGHT.map(([x, y]) => [y, x] as const),
  'arrow-up': ARROW_RIGHT.map(([x, y]) => [y, 1 - x] as const),
  octagon: [[0.3, 0], [0.7, 0], [1, 0.3], [1, 0.7], [0.7, 1], [0.3, 1], [0, 0.7], [0, 0.3]],
  hexagon: [[0.25, 0], [0.75, 0], [1, 0.5], [0.75, 1], [0.25, 1], [0, 0.5]],
  star: STAR,
};

function shapeElement(kind: ShapeKind, w: number, h: number, radius: number): string {
  if (kind === 'rect') return `<rect width="${num(w)}" height="${num(h)}" rx="${num(radius)}" ry="${num(radius)}"`;
  if (kind === 'circle') return `<ellipse cx="${num(w / 2)}" cy="${num(h / 2)}" rx="${num(w / 2)}" ry="${num(h / 2)}"`;
  const points = (POLYGONS[kind] ?? []).map(([x, y]) => `${num(x * w)},${num(y * h)}`).join(' ');
  return `<polygon points="${points}"`;
}

/** Render a shape block's content. */
export function renderShape(block: ShapeBlock): RenderedContent {
  const p = block.props;
  const stroke = p.stroke && p.strokeWidth > 0;
  const paint = renderAttrs([
    ['class', 'shape-element'],
    ['fill', p.fill],
    ['stroke', stroke ? p.stroke : undefined],
    ['stroke-width', stroke ? num(p.strokeWidth) : undefined],
    ['vector-effect', stroke ? 'non-scaling-stroke' : undefined],
  ]);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none" ` +
    `viewBox="0 0 ${num(block.width)} ${num(block.height)}">${shapeElement(p.kind, block.width, block.height, p.cornerRadius)}${paint}></${p.kind === 'rect' ? 'rect' : p.kind === 'circle' ? 'ellipse' : 'polygon'}></svg>`;
  return {
    attrs: [
      ['data-shape-type', p.kind],
      ['data-shape-fill-color', p.fill],
      ['data-shape-stroke-color', p.stroke],
      ['data-shape-stroke-width', p.strokeWidth ? num(p.strokeWidth) : undefined],
      ['data-shape-corner-radius', p.cornerRadius ? num(p.cornerRadius) : undefined],
    ],
    html: svg,
  };
}
