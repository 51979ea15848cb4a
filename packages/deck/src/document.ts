/** Document-level helpers: a new document, slide counting and lookup (validation is in validate.ts, apart from the parser it may load). */
import { DECK_DEFAULTS } from '@podium/shared';
import { createBlock } from './blocks/registry.js';
import { newId } from './ids.js';
import type { Block } from './schema/block.js';
import { CURRENT_SCHEMA_VERSION, type DeckDocument } from './schema/document.js';
import type { Slide, SlideFields } from './schema/slide.js';

/** A blank slide with a fresh id. */
export function emptySlide(blocks: Block[] = []): Slide {
  return { id: newId(), hidden: false, notes: '', classes: [], blocks };
}

/** A new document: one slide holding a centred title text block. */
export function emptyDocument(size: { width: number; height: number } = DECK_DEFAULTS): DeckDocument {
  const width = Math.min(800, size.width);
  const title = createBlock('text', {
    x: Math.round((size.width - width) / 2),
    y: Math.round((size.height - 100) / 2),
    width,
    height: 100,
    props: { html: '<h1>Title Text</h1>', placeholder: 'Title Text' },
  });
  return { schemaVersion: CURRENT_SCHEMA_VERSION, slides: [emptySlide([title])] };
}

/** Number of slides, horizontal and vertical. */
export function countSlides(doc: DeckDocument): number {
  return doc.slides.reduce((n, s) => n + 1 + (s.children?.length ?? 0), 0);
}

export interface SlideLocation {
  slide: SlideFields;
  /** Horizontal index. */
  h: number;
  /** Vertical index: 0 for the top slide, i + 1 for children[i]. */
  v: number;
}

/** Every slide in reading order with its position. */
export function listSlides(doc: DeckDocument): SlideLocation[] {
  const out: SlideLocation[] = [];
  doc.slides.forEach((top, h) => {
    const { children, ...slide } = top;
    out.push({ slide, h, v: 0 });
    children?.forEach((child, i) => out.push({ slide: child, h, v: i + 1 }));
  });
  return out;
}

/** Find a slide by id. */
export function findSlide(doc: DeckDocument, id: string): SlideLocation | undefined {
  return listSlides(doc).find((l) => l.slide.id === id);
}

/** Depth of group nesting in a block list (a top-level group is depth 1). */
export function groupDepth(blocks: readonly Block[]): number {
  let max = 0;
  for (const b of blocks) if (b.type === 'group') max = Math.max(max, 1 + groupDepth(b.props.children));
  return max;
}
