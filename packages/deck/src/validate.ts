/**
 * Validation (with migration) of untrusted documents. Apart from document.ts because migrating a v0 document parses
 * its slides HTML, so this module loads the HTML parser; ops and rendering must not.
 */
import { LIMITS } from '@podium/shared';
import type { z } from 'zod';
import { migrateDocument } from './migrations/index.js';
import type { Block } from './schema/block.js';
import { DeckDocument } from './schema/document.js';
import type { SlideFields } from './schema/slide.js';

export interface Issue {
  /** Dot path into the document, e.g. `slides.0.blocks.2.width`. */
  path: string;
  message: string;
}
export type ValidateResult = { ok: true; doc: DeckDocument } | { ok: false; issues: Issue[] };

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
