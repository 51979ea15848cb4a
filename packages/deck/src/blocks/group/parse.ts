/** Reading group block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { elements, hasClass } from '../../html/dom.js';
import type { Block } from '../../schema/block.js';
import type { ParseContext, ParsedContent } from '../types.js';

/** Read a group block back: every child `.sl-block`; other markup makes it unparseable (kept as a snippet). */
export function parseGroup(content: Element, ctx: ParseContext): ParsedContent<'group'> | null {
  const children: Block[] = [];
  for (const el of elements(content.children)) {
    const child = hasClass(el, 'sl-block') ? ctx.parseBlock(el) : null;
    if (!child) return null;
    children.push(child);
  }
  return { props: { children } };
}
