/** Reading iframe block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';

/** Read an iframe block back. */
export function parseIframe(content: Element): ParsedContent<'iframe'> | null {
  const frame = findElement(content.children, (el) => el.name === 'iframe');
  const src = frame?.attribs['data-src'] ?? frame?.attribs.src ?? '';
  if (frame === undefined && content.children.length > 0) return null;
  return { props: { src } };
}
