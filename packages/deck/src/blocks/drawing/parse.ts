/** Reading drawing block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement, hasClass, numAttr } from '../../html/dom.js';
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

/** An ink drawing: the points come back from the unpainted centre path, the width and pressures from attributes. */
function parseInk(content: Element, svg: Element, box: RegExpExecArray): ParsedContent<'drawing'> | null {
  const ink = findElement(svg.children, (el) => hasClass(el, 'sl-ink'));
  const centre = findElement(svg.children, (el) => hasClass(el, 'sl-ink-points'));
  const points = pointsFromPath(centre?.attribs.d ?? '');
  const width = numAttr(content, 'data-ink-width');
  if (!ink || !points || !width) return null;
  const pressures = content.attribs['data-ink-pressures']?.split(' ').map(Number);
  return {
    props: {
      points,
      viewBox: { width: Number(box[1]), height: Number(box[2]) },
      color: ink.attribs.fill ?? '#000000',
      strokeWidth: width,
      ink: true,
      ...(pressures && pressures.length === points.length && pressures.every((v) => v >= 0 && v <= 1) ? { pressures } : {}),
    },
  };
}

/** Read a drawing block back from its SVG. */
export function parseDrawing(content: Element): ParsedContent<'drawing'> | null {
  const svg = findElement(content.children, (el) => el.name === 'svg');
  const inkBox = /^0 0 ([\d.]+) ([\d.]+)$/.exec(svg?.attribs.viewbox ?? '');
  if (svg && inkBox && content.attribs['data-ink-width'] !== undefined) return parseInk(content, svg, inkBox);
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
