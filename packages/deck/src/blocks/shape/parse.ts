/** Reading shape block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { numAttr } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';
import { SHAPE_KINDS, type ShapeProps } from './props.js';

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
  return { props };
}
