/** Reading drawing block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';

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
