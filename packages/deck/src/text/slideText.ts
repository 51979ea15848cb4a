/**
 * The readable text of each slide (for search): what a viewer reads on it (each block type's `text`, in its folder's
 * index.ts), plus its speaker notes apart.
 */
import type { AnyNode } from 'domhandler';
import { parseFragment } from '../html/dom.js';
import { blockDefinition } from '../blocks/registry.js';
import type { TextContext } from '../blocks/types.js';
import type { Block } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import { listSlides } from '../document.js';
import { readingOrder } from '../accessibility/readingOrder.js';

/** One slide's text in reading order. */
export interface SlideText {
  /** 1-based position in reading order (vertical slides counted after their top slide). */
  number: number;
  h: number;
  v: number;
  text: string;
  notes: string;
}

// Text in these elements is a separate run: without a space between them `<p>a</p><p>b</p>` would read "ab".
const BREAKS = new Set(['p', 'div', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'blockquote', 'pre', 'section', 'ul', 'ol']);
const SKIPPED = new Set(['script', 'style', 'template']);

/** Plain text of an HTML fragment, block elements separated by spaces (no recursion: the parser caps depth anyway). */
export function htmlText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  let out = '';
  const stack: AnyNode[] = [...parseFragment(html)].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') out += node.data;
    else if (node.type === 'tag' || node.type === 'root') {
      const name = 'name' in node ? node.name : '';
      if (SKIPPED.has(name)) continue;
      if (BREAKS.has(name)) out += ' ';
      for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
    }
  }
  return out;
}

const TEXT_CONTEXT: TextContext = { htmlText, blockText };

/** What a viewer reads on one block (and the blocks it holds), in reading order. */
export function blockText(block: Block): string[] {
  return blockDefinition(block.type).text(block as never, TEXT_CONTEXT);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of every slide viewers see (hidden slides are left out), in reading order. */
export function slideTexts(doc: DeckDocument): SlideText[] {
  return listSlides(doc).flatMap(({ slide, h, v }, i) => {
    if (slide.hidden) return [];
    const parts = readingOrder(slide).flatMap((block) => blockText(block));
    return [{ number: i + 1, h, v, text: squash(parts.join(' ')), notes: squash(slide.notes ?? '') }];
  });
}
