/**
 * Recovery from malformed slide HTML: unclosed tags can nest later `<section>`s inside a block or inside mixed
 * content, where reveal.js would not show them as slides. They are lifted out to follow their slide, as a reader sees them.
 */
import type { AnyNode, Element } from 'domhandler';
import { removeElement } from 'domutils';
import { elements, isBlank, isElement } from '../html/dom.js';
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

/** A column of slides: the horizontal slide's section first, then the sections stacked below it. */
export type SectionColumn = Element[];

/** Each section's slides in reading order, with sections nested by malformed markup lifted out after their slide. */
function liftSlides(section: Element, report: ParseReport): Element[] {
  const nested = outermostSections(section.children);
  if (!nested.length) return [section];
  for (const n of nested) removeElement(n);
  report.warn('malformed markup', `recovered ${nested.length} slide(s) that unclosed tags had nested inside another slide`);
  return [section, ...nested.flatMap((n) => (isStack(n) ? elements(n.children).flatMap((c) => liftSlides(c, report)) : liftSlides(n, report)))];
}

/** The deck's columns from its top-level sections: stacks give several slides, nested sections are recovered. */
export function sectionColumns(sections: readonly Element[], report: ParseReport): SectionColumn[] {
  const columns: SectionColumn[] = [];
  for (const section of sections) {
    if (isStack(section)) {
      columns.push(elements(section.children).flatMap((child) => liftSlides(child, report)));
      continue;
    }
    const [first, ...rest] = liftSlides(section, report);
    columns.push([first!], ...rest.map((s) => [s]));
  }
  return columns;
}
