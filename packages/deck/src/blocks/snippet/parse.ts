/** Reading snippet block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { innerHtml } from '../../html/serialize.js';
import type { ParsedContent } from '../types.js';

/** Read a snippet block back from its content element. */
export function parseSnippet(content: Element): ParsedContent<'snippet'> {
  return { props: { html: innerHtml(content) } };
}
