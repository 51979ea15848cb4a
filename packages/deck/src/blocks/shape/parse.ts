/** Reading shape block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement, hasClass, isElement, numAttr, textOf } from '../../html/dom.js';
import { parseStyle, readPx } from '../../html/style.js';
import type { ParsedContent } from '../types.js';
import { SHAPE_KINDS, type ShapeProps } from './props.js';

// The text element holds text and <br>s only (entities are decoded by the parser), so <br> stands for a line break.
function textWithBreaks(el: Element): string {
  return el.children.map((c) => (isElement(c) ? (c.name === 'br' ? '\n' : '') : textOf(c))).join('');
}

/** Read a shape block back from its `data-shape-*` attributes. */
export function parseShape(content: Element): ParsedContent<'shape'> | null {
  const a = content.attribs;
  const kind = SHAPE_KINDS.find((k) => k === a['data-shape-type']);
  if (!kind) return null;
  const props: ShapeProps = {
    kind,
    fill: a['data-shape-fill-color'] ?? '#000000',
    strokeWidth: numAttr(content, 'data-shape-stroke-width') ?? 0,
    cornerRadius: numAttr(content, 'data-shape-corner-radius') ?? 0,
  };
  if (a['data-shape-stroke-color'] !== undefined) props.stroke = a['data-shape-stroke-color'];
  if (a['data-shape-shadow'] !== undefined) props.shadow = a['data-shape-shadow'];
  const alt = findElement(content.children, (el) => el.name === 'svg')?.attribs['aria-label'];
  if (alt) props.alt = alt;
  if ('data-decorative' in a) props.decorative = true;
  const text = findElement(content.children, (el) => hasClass(el, 'sl-shape-text'));
  if (text) {
    props.text = textWithBreaks(text);
    const style = parseStyle(text.attribs.style);
    const color = style.get('color');
    if (color) props.textColor = color;
    const size = readPx(style, 'font-size');
    if (size !== undefined) props.textSize = size;
  }
  return { props };
}
