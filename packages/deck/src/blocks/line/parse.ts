/** Reading line block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement, numAttr } from '../../html/dom.js';
import { CssColor } from '../../schema/common.js';
import type { ParseContext, ParsedContent } from '../types.js';
import { LINE_END_TYPES, LINE_STYLES, type LineProps } from './props.js';

const pick = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  list.find((v) => v === value) ?? fallback;

/** The `viewBox` of the line's SVG as [minX, minY, width, height], when it has a readable one. */
function viewBoxOf(content: Element): [number, number, number, number] | undefined {
  const svg = findElement(content.children, (c) => c.name === 'svg');
  const raw = svg?.attribs.viewBox ?? svg?.attribs.viewbox;
  const parts = raw?.trim().split(/[\s,]+/).map(Number);
  return parts?.length === 4 && parts.every(Number.isFinite) ? (parts as [number, number, number, number]) : undefined;
}

/**
 * Read a line block back. When the wrapper had no numeric box (slides.com's auto-sized lines) its left/top are the
 * block's place, and the endpoints are coordinates inside its SVG (negative allowed): the SVG's viewBox (or, without
 * one, the endpoints' bounding box) starts at that place, so the endpoints become local to the box it spans.
 */
export function parseLine(content: Element, ctx: ParseContext): ParsedContent<'line'> | null {
  const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => numAttr(content, `data-line-${k}`));
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return null;
  const a = content.attribs;
  const props: LineProps = {
    x1, y1, x2, y2,
    color: a['data-line-color'] ?? '#000000',
    width: Math.min(100, Math.max(0.1, numAttr(content, 'data-line-width') ?? 2)),
    style: pick(LINE_STYLES, a['data-line-style'], 'solid'),
    startType: pick(LINE_END_TYPES, a['data-line-start-type'], 'none'),
    endType: pick(LINE_END_TYPES, a['data-line-end-type'], 'none'),
  };
  if (!CssColor.safeParse(props.color).success) {
    ctx.report?.warn(`line colour "${props.color}"`, 'replaced by black: not a colour Podium can keep');
    props.color = '#000000';
  }
  if (!ctx.autoSized) return { props };
  const [x, y, width, height] = viewBoxOf(content) ?? [Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1)];
  return {
    props: { ...props, x1: x1 - x, y1: y1 - y, x2: x2 - x, y2: y2 - y },
    box: { x: ctx.wrapper?.x ?? 0, y: ctx.wrapper?.y ?? 0, width: Math.max(1, width), height: Math.max(1, height) },
  };
}
