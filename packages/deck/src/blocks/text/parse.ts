/** Reading text block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { innerHtml } from '../../html/serialize.js';
import type { ParsedContent } from '../types.js';

/** Read a text block back from its content element. */
export function parseText(content: Element): ParsedContent<'text'> {
  const placeholder = content.attribs['data-placeholder-text'];
  return { props: { html: innerHtml(content), ...(placeholder !== undefined ? { placeholder } : {}) } };
}
