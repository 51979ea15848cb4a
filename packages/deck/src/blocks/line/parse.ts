/** Reading line block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { numAttr } from '../../html/dom.js';
import { CssColor } from '../../schema/common.js';
import type { ParseContext, ParsedContent } from '../types.js';
import { LINE_END_TYPES, LINE_STYLES, type LineProps } from './props.js';

const pick = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  list.find((v) => v === value) ?? fallback;

/**
 * Read a line block back. When the wrapper had no numeric box (slides.com's auto-sized lines) the endpoints are in the
 * wrapper's own coordinates (negative allowed) and its left/top place it: the block's box becomes their bounding box.
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
  const x = Math.min(x1, x2);
  const y = Math.min(y1, y2);
  return {
    props: { ...props, x1: x1 - x, y1: y1 - y, x2: x2 - x, y2: y2 - y },
    box: { x: (ctx.wrapper?.x ?? 0) + x, y: (ctx.wrapper?.y ?? 0) + y, width: Math.max(1, Math.abs(x2 - x1)), height: Math.max(1, Math.abs(y2 - y1)) },
  };
}
