/**
 * Recovery from malformed slide HTML: unclosed tags can nest later `<section>`s inside a block or inside mixed
 * content, where reveal.js would not show them as slides. They are lifted out to follow their slide, as a reader sees them.
 */
import type { AnyNode, Element } from 'domhandler';
import { append, removeElement } from 'domutils';
import { elements, isBlank, isElement, parseFragment } from '../html/dom.js';
import type { ParseReport } from './report.js';

/** A section holding only sections is a vertical stack. */
export function isStack(section: Element): boolean {
  const inner = elements(section.children);
  return inner.length > 0 && inner.every((c) => c.name === 'section') && isBlank(section.children.filter((c) => !isElement(c)));
}

/** The outermost `<section>`s below the nodes (not looking inside the sections found). */
function outermostSections(nodes: readonly AnyNode[]): Element[] {
  const found: Element[] = [];
  const stack = [...nodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (node.name === 'section') found.push(node);
    else for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return found;
}

// Elements whose content the HTML parser reads as text up to their end tag: left unclosed, they swallow later slides.
const RAW_TEXT = new Set(['textarea', 'title', 'xmp', 'style', 'script', 'noscript', 'noembed', 'noframes', 'plaintext', 'iframe']);
const SECTION_START = /<section[\s>]/i;

/** The text of an unclosed raw-text element or comment that swallowed later sections, split at the first `<section`. */
function swallowed(node: AnyNode): { keep: string; rest: string } | undefined {
  let text: string | undefined;
  if (node.type === 'comment') text = node.data;
  else if (isElement(node) && RAW_TEXT.has(node.name) && !/template|markdown/i.test(node.attribs.type ?? '')) {
    text = node.children.map((c) => (c.type === 'text' ? c.data : '')).join('');
  }
  const at = text === undefined ? -1 : text.search(SECTION_START);
  if (at < 0) return undefined;
  // The end tags just before the next section closed what the element swallowed; they are not its text.
  return { keep: text!.slice(0, at).replace(/(<\/[a-z][a-z0-9]*\s*>\s*)+$/i, ''), rest: text!.slice(at) };
}

/** How many swallowing elements one parse re-reads: each re-read parses the rest of the input again. */
export const MAX_REOPENED = 20;

/** Re-read as markup what an unclosed `<textarea>`, `<script>`, comment… swallowed, so the sections in it come back. */
function reopenSwallowed(root: Element, report: ParseReport, budget: { left: number }): void {
  const stack: AnyNode[] = [...root.children];
  while (stack.length) {
    const node = stack.pop()!;
    const found = budget.left > 0 ? swallowed(node) : undefined;
    if (found) {
      if (node.type === 'comment') node.data = found.keep;
      else if (isElement(node)) for (const child of [...node.children]) if (child.type === 'text') child.data = found.keep;
      budget.left -= 1;
      let after: AnyNode = node;
      // A copy: append() takes each node out of the parsed fragment's own child list.
      for (const reopened of [...parseFragment(found.rest)]) {
        append(after, reopened);
        after = reopened;
      }
      report.warn('malformed markup', `an unclosed ${node.type === 'comment' ? 'comment' : `<${(node as Element).name}>`} held later slides; they were read again`);
      continue;
    }
    if (isElement(node)) stack.push(...node.children);
  }
}

/** A column of slides: the horizontal slide's section first, then the sections stacked below it. */
export type SectionColumn = Element[];

/** Each section's slides in reading order, with sections nested by malformed markup lifted out after their slide. */
function liftSlides(section: Element, report: ParseReport, budget: { left: number }): Element[] {
  reopenSwallowed(section, report, budget);
  const nested = outermostSections(section.children);
  if (!nested.length) return [section];
  for (const n of nested) removeElement(n);
  report.warn('malformed markup', `recovered ${nested.length} slide(s) that unclosed tags had nested inside another slide`);
  return [section, ...nested.flatMap((n) => (isStack(n) ? elements(n.children).flatMap((c) => liftSlides(c, report, budget)) : liftSlides(n, report, budget)))];
}

/** The deck's columns from its top-level sections: stacks give several slides, nested sections are recovered. */
export function sectionColumns(sections: readonly Element[], report: ParseReport): SectionColumn[] {
  const columns: SectionColumn[] = [];
  const budget = { left: MAX_REOPENED };
  for (const section of sections) {
    if (isStack(section)) {
      columns.push(elements(section.children).flatMap((child) => liftSlides(child, report, budget)));
      continue;
    }
    const [first, ...rest] = liftSlides(section, report, budget);
    columns.push([first!], ...rest.map((s) => [s]));
  }
  return columns;
}
