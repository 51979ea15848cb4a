/** Reading math block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement, hasClass, textOf } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';

/** Read a math block back: the TeX without its `\[ \]`, `$$` or `\( \)` delimiters. */
export function parseMath(content: Element): ParsedContent<'math'> {
  const input = findElement(content.children, (el) => hasClass(el, 'math-input')) ?? content;
  return { props: { tex: stripDelimiters(textOf(input)) } };
}

/** Remove one pair of TeX display or inline delimiters. */
export function stripDelimiters(text: string): string {
  const t = text.trim();
  for (const [open, close] of [['\\[', '\\]'], ['$$', '$$'], ['\\(', '\\)']] as const) {
    if (t.startsWith(open) && t.endsWith(close) && t.length >= open.length + close.length) {
      return t.slice(open.length, t.length - close.length);
    }
  }
  return t;
}
