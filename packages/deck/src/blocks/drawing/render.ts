/** Drawing block markup: one SVG path in the drawing's own view box, stretched to the block. */
import type { Element } from 'domhandler';
import { num, renderAttrs } from '../../html/escape.js';
import { findElement } from '../../html/dom.js';
import type { DrawingBlock } from '../../schema/block.js';
import type { ParsedContent, RenderedContent } from '../types.js';

/** The SVG path data for a polyline through the points. */
export function pathData(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(' ');
}

/** Points of a path written by `pathData` (M/L commands with absolute coordinates). */
export function pointsFromPath(d: string): Array<[number, number]> | null {
  const out: Array<[number, number]> = [];
  const re = /([ML])\s*(-?[\d.]+(?:e-?\d+)?)[\s,]+(-?[\d.]+(?:e-?\d+)?)/gi;
  let consumed = '';
  for (const m of d.matchAll(re)) {
    out.push([Number(m[2]), Number(m[3])]);
    consumed += m[0];
  }
  return consumed.replace(/\s/g, '').length === d.replace(/\s/g, '').length ? out : null;
}

/** Render a drawing block's content. */
export function renderDrawing(block: DrawingBlock): RenderedContent {
  const p = block.props;
  const path = `<path${renderAttrs([
    ['d', pathData(p.points)],
    ['fill', 'none'],
    ['stroke', p.color],
    ['stroke-width', num(p.strokeWidth)],
    ['stroke-linecap', 'round'],
    ['stroke-linejoin', 'round'],
    ['vector-effect', 'non-scaling-stroke'],
  ])}></path>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none" ` +
    `viewBox="0 0 ${num(p.viewBox.width)} ${num(p.viewBox.height)}">${path}</svg>`;
  return { html: svg };
}

/** Read a drawing block back from its SVG. */
export function parseDrawing(content: Element): ParsedContent<'drawing'> | null {
  const svg = findElement(content.children, (el) => el.name === 'svg');
  const path = svg && findElement(svg.children, (el) => el.name === 'path');
  const box = /^0 0 ([\d.]+) ([\d.]+)$/.exec(svg?.attribs.viewbox ?? '');
  const points = pointsFromPath(path?.attribs.d ?? '');
  if (!path || !box || !points) return null;
  return {
    props: {
      points,
      viewBox: { width: Number(box[1]), height: Number(box[2]) },
      color: path.attribs.stroke ?? '#000000',
      strokeWidth: Number(path.attribs['stroke-width'] ?? 3) || 3,
    },
  };
}
