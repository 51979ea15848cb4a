/** Slides HTML (our render output, slides.com markup or plain reveal.js) to a document. Nothing understood is dropped. */
import type { AnyNode, Element } from 'domhandler';
import { DECK_DEFAULTS } from '@podium/shared';
import { elements, findElement, hasClass, isBlank, isElement, parseFragment } from '../html/dom.js';
import { newId } from '../ids.js';
import { CURRENT_SCHEMA_VERSION, type DeckDocument } from '../schema/document.js';
import type { Slide, SlideFields } from '../schema/slide.js';
import { emptyDocument } from '../document.js';
import type { SlideSize } from './plain.js';
import { parseSection, parseSlideContent } from './slide-html.js';

export interface ParseOptions {
  /** Slide size used to lay out plain reveal.js content (default 960×700). */
  size?: SlideSize;
}

/** A section holding only sections is a vertical stack. */
function isStack(section: Element): boolean {
  const inner = elements(section.children);
  return inner.length > 0 && inner.every((c) => c.name === 'section') && isBlank(section.children.filter((c) => !isElement(c)));
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

/** Parse slides HTML into a document. Unknown markup is kept as snippet blocks; an empty input gives `emptyDocument()`. */
export function parse(html: string, options: ParseOptions = {}): DeckDocument {
  const size = options.size ?? DECK_DEFAULTS;
  const nodes = parseFragment(html);
  const sections = topSections(nodes);
  let slides: Slide[];
  if (sections.length) {
    slides = sections.map((section) => {
      if (!isStack(section)) return parseSection(section, size);
      const [top, ...below] = elements(section.children).map((s) => parseSection(s, size));
      return below.length ? { ...top!, children: below } : top!;
    });
  } else if (isBlank(nodes)) {
    return emptyDocument(size);
  } else {
    slides = [{ id: newId(), hidden: false, classes: [], ...parseSlideContent(nodes, size, true) }];
  }
  // Slide ids must be unique across the deck; repeated ones (copy-pasted markup) get fresh ids.
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
