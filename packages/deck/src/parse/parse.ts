/** Slides HTML (our render output, slides.com markup or plain reveal.js) to a document. Nothing is dropped silently. */
import type { AnyNode, Element } from 'domhandler';
import { DECK_DEFAULTS } from '@podium/shared';
import { elements, findElement, hasClass, isBlank, parseFragment } from '../html/dom.js';
import { newId } from '../ids.js';
import { CURRENT_SCHEMA_VERSION, type DeckDocument } from '../schema/document.js';
import type { Slide, SlideFields } from '../schema/slide.js';
import { emptyDocument } from '../document.js';
import type { FidelityWarning } from '../warnings.js';
import { isMarkdownSection, readMarkdownSection } from '../markdown/section.js';
import type { SlideSize } from './plain.js';
import { sectionColumns } from './recover.js';
import { ParseReport } from './report.js';
import { parseSection, parseSlideContent } from './slide-html.js';

export interface ParseOptions {
  /** Slide size used to lay out plain reveal.js content (default 960×700). */
  size?: SlideSize;
}

/** A parsed document and what could not be carried into it. */
export interface ParseResult {
  doc: DeckDocument;
  warnings: FidelityWarning[];
}

/** The top-level sections: direct ones, or those inside reveal's `.slides` container. */
function topSections(nodes: readonly AnyNode[]): Element[] {
  const direct = elements(nodes).filter((e) => e.name === 'section');
  if (direct.length) return direct;
  const container = findElement(nodes, (e) => hasClass(e, 'slides')) ?? findElement(nodes, (e) => e.name === 'body');
  if (container) {
    const inside = elements(container.children).filter((e) => e.name === 'section');
    if (inside.length) return inside;
  }
  const any = findElement(nodes, (e) => e.name === 'section');
  return any?.parent ? elements(any.parent.children).filter((e) => e.name === 'section') : [];
}

/** One section as slides: a Markdown section may hold several (vertical ones as children). */
function sectionSlides(section: Element, size: SlideSize, report: ParseReport): Slide[] {
  return isMarkdownSection(section) ? readMarkdownSection(section, { size, report }) : [parseSection(section, size, report)];
}

/** Parse slides HTML into a document and the fidelity warnings of everything it could not carry as it was. */
export function parseWithWarnings(html: string, options: ParseOptions = {}): ParseResult {
  const size = options.size ?? DECK_DEFAULTS;
  const report = new ParseReport();
  const nodes = parseFragment(html);
  const sections = topSections(nodes);
  let slides: Slide[];
  if (sections.length) {
    slides = sectionColumns(sections, report).flatMap(([top, ...below]) => {
      const [first, ...more] = sectionSlides(top!, size, report);
      // Vertical slides cannot have their own stacks: a Markdown section's columns below the top are flattened.
      const children = [...more.flatMap(flatten), ...below.flatMap((s) => sectionSlides(s, size, report).flatMap(flatten))];
      if (!below.length) return [first!, ...more];
      return [{ ...first!, children: [...(first!.children ?? []), ...children] }];
    });
  } else if (isBlank(nodes)) {
    return { doc: emptyDocument(size), warnings: [] };
  } else {
    report.nextSlide();
    slides = [{ id: newId(), hidden: false, classes: [], ...parseSlideContent(nodes, size, true, report) }];
  }
  return { doc: withUniqueIds(slides), warnings: report.warnings };
}

const flatten = (s: Slide): SlideFields[] => {
  const { children, ...top } = s;
  return [top, ...(children ?? [])];
};

/** Slide ids must be unique across the deck; repeated ones (copy-pasted markup) get fresh ids. */
function withUniqueIds(slides: Slide[]): DeckDocument {
  const seen = new Set<string>();
  const unique = <S extends SlideFields>(s: S): S => {
    const id = seen.has(s.id) ? newId() : s.id;
    seen.add(id);
    return { ...s, id };
  };
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    slides: slides.map((s) => {
      const top = unique(s);
      return s.children ? { ...top, children: s.children.map(unique) } : top;
    }),
  };
}

/** Parse slides HTML into a document. Unknown markup is kept as snippet blocks; an empty input gives `emptyDocument()`. */
export function parse(html: string, options: ParseOptions = {}): DeckDocument {
  return parseWithWarnings(html, options).doc;
}
