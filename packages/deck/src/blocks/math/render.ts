/** Math block markup: escaped TeX between display delimiters, typeset later by reveal.js's KaTeX plugin. */
import type { Element } from 'domhandler';
import { escapeText } from '../../html/escape.js';
import { findElement, hasClass, textOf } from '../../html/dom.js';
import type { MathBlock } from '../../schema/block.js';
import type { ParsedContent, RenderedContent } from '../types.js';

/** Render a math block's content. */
export function renderMath(block: MathBlock): RenderedContent {
  return { html: `<div class="math-input">\\[${escapeText(block.props.tex)}\\]</div>` };
}

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
