/** Document-level helpers: a new document, slide counting and lookup, and validation (with migration) of untrusted input. */
import { DECK_DEFAULTS, LIMITS } from '@podium/shared';
import type { z } from 'zod';
import { createBlock } from './blocks/registry.js';
import { newId } from './ids.js';
import { migrateDocument } from './migrations/index.js';
import type { Block } from './schema/block.js';
import { CURRENT_SCHEMA_VERSION, DeckDocument } from './schema/document.js';
import type { Slide, SlideFields } from './schema/slide.js';

export interface Issue {
  /** Dot path into the document, e.g. `slides.0.blocks.2.width`. */
  path: string;
  message: string;
}
export type ValidateResult = { ok: true; doc: DeckDocument } | { ok: false; issues: Issue[] };

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

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.');
}

/** Issues zod cannot express: unique ids and group nesting. */
export function documentInvariantIssues(doc: DeckDocument): Issue[] {
  const issues: Issue[] = [];
  const slideIds = new Set<string>();
  const checkSlide = (slide: SlideFields, path: string): void => {
    if (slideIds.has(slide.id)) issues.push({ path: `${path}.id`, message: 'Duplicate slide id' });
    slideIds.add(slide.id);
    const blockIds = new Set<string>();
    const walk = (blocks: readonly Block[], base: string, depth: number): void => {
      blocks.forEach((b, i) => {
        const at = `${base}.${i}`;
        if (blockIds.has(b.id)) issues.push({ path: `${at}.id`, message: 'Duplicate block id' });
        blockIds.add(b.id);
        if (b.type !== 'group') return;
        if (depth + 1 > LIMITS.groupNestingMax) {
          issues.push({ path: at, message: `Groups can be nested at most ${LIMITS.groupNestingMax} deep` });
          return;
        }
        walk(b.props.children, `${at}.props.children`, depth + 1);
      });
    };
    walk(slide.blocks, `${path}.blocks`, 0);
  };
  doc.slides.forEach((s, h) => {
    checkSlide(s, `slides.${h}`);
    s.children?.forEach((c, v) => checkSlide(c, `slides.${h}.children.${v}`));
  });
  return issues;
}

/** Zod issues as `{ path, message }`. */
export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
}

/** Validate untrusted input (any schema version: older ones are migrated first) into a current document. */
export function validateDocument(input: unknown): ValidateResult {
  try {
    const migrated = migrateDocument(input);
    if (!migrated.ok) return migrated;
    const parsed = DeckDocument.safeParse(migrated.value);
    if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
    const issues = documentInvariantIssues(parsed.data);
    return issues.length ? { ok: false, issues } : { ok: true, doc: normalize(parsed.data) };
  } catch (error) {
    // Absurdly deep JSON (groups inside groups thousands deep) overflows the recursive schema walk.
    if (error instanceof RangeError) return { ok: false, issues: [{ path: '', message: 'The document is nested too deeply' }] };
    throw error;
  }
}

/** Drop empty `children` arrays so equal documents are deep-equal. */
export function normalize(doc: DeckDocument): DeckDocument {
  return {
    ...doc,
    slides: doc.slides.map((s) => {
      if (s.children && s.children.length === 0) {
        const { children: _children, ...rest } = s;
        return rest;
      }
      return s;
    }),
  };
}
