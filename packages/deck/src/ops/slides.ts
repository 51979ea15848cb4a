/** Slide ops: add, delete, move, duplicate, set properties, set notes. */
import { deriveId } from '../ids.js';
import type { Block } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import { Slide, SlideFields, SLIDE_PROPERTY_KEYS } from '../schema/slide.js';
import { checkClasses, checkNesting, checkNotes, checkSize, zodFailure } from './check.js';
import { fail, SlidePatch, type Op, type OpFailure, type OpOf, type OpResult, type Position } from './types.js';
import { fromColumns, hasDuplicateIds, locateSlide, slideIds, toColumns, updateSlide, type Column } from './tree.js';

function countOf(doc: DeckDocument): number {
  return doc.slides.reduce((n, s) => n + 1 + (s.children?.length ?? 0), 0);
}

/** Remove a slide (or its whole column); returns the columns and the position that re-inserts it. */
function remove(doc: DeckDocument, id: string, stack: boolean): { columns: Column[]; removed: Slide; back: Position } | OpFailure {
  const at = locateSlide(doc, id);
  if (!at) return fail('not_found', 'Slide not found', 'id');
  const columns = toColumns(doc);
  const column = columns[at.h]!;
  if (stack) {
    if (at.v !== 0) return fail('invalid_op', 'Only a top slide can be moved or deleted with its stack', 'stack');
    columns.splice(at.h, 1);
    return { columns, removed: doc.slides[at.h]!, back: { h: at.h } };
  }
  const [removed] = column.splice(at.v, 1);
  if (column.length === 0) {
    columns.splice(at.h, 1);
    return { columns, removed: removed!, back: { h: at.h } };
  }
  return { columns, removed: removed!, back: { h: at.h, v: at.v } };
}

function insert(columns: Column[], slide: Slide, at: Position): OpFailure | undefined {
  const { children, ...top } = slide;
  if (at.v === undefined) {
    if (at.h > columns.length) return fail('out_of_range', 'Position is past the last slide', 'at.h');
    columns.splice(at.h, 0, [top, ...(children ?? [])]);
    return undefined;
  }
  if (children?.length) return fail('invalid_op', 'A vertical slide cannot have vertical slides', 'slide.children');
  const column = columns[at.h];
  if (!column) return fail('out_of_range', 'No slide at that horizontal position', 'at.h');
  if (at.v > column.length) return fail('out_of_range', 'Position is past the last vertical slide', 'at.v');
  column.splice(at.v, 0, top);
  return undefined;
}

/** Validate a whole incoming slide with specific codes for notes and reserved classes. */
function checkSlide(raw: unknown, path: string): { ok: true; slide: Slide } | OpFailure {
  const candidates = [raw, ...(((raw as Slide | undefined)?.children ?? []) as unknown[])];
  for (const [i, s] of candidates.entries()) {
    const at = i === 0 ? path : `${path}.children.${i - 1}`;
    const notes = (s as Partial<Slide> | undefined)?.notes;
    const problem = (notes !== undefined ? checkNotes(notes, `${at}.notes`) : undefined) ??
      checkClasses((s as Partial<Slide> | undefined)?.classes, `${at}.classes`);
    if (problem) return problem;
    const blocks = (s as Partial<Slide> | undefined)?.blocks ?? [];
    for (const [j, b] of (blocks as unknown[]).entries()) {
      const size = checkSize(b, `${at}.blocks.${j}`);
      if (size) return size;
    }
  }
  const parsed = Slide.safeParse(raw);
  if (!parsed.success) return zodFailure(parsed.error, path);
  for (const [i, s] of [parsed.data, ...(parsed.data.children ?? [])].entries()) {
    const at = i === 0 ? path : `${path}.children.${i - 1}`;
    const nesting = checkNesting(s.blocks, 0, `${at}.blocks`);
    if (nesting) return nesting;
    if (hasDuplicateIds(s.blocks)) return fail('duplicate_id', 'Block ids must be unique on a slide', `${at}.blocks`);
  }
  return { ok: true, slide: parsed.data };
}

/** deck.slide.add */
export function addSlide(doc: DeckDocument, op: OpOf<'deck.slide.add'>): OpResult {
  const checked = checkSlide(op.slide, 'slide');
  if (!checked.ok) return checked;
  const existing = slideIds(doc);
  const incoming = [checked.slide, ...(checked.slide.children ?? [])];
  if (incoming.some((s) => existing.has(s.id)) || new Set(incoming.map((s) => s.id)).size !== incoming.length) {
    return fail('duplicate_id', 'A slide with this id already exists', 'slide.id');
  }
  const columns = toColumns(doc);
  const error = insert(columns, checked.slide, op.at);
  if (error) return error;
  const stack = op.at.v === undefined && Boolean(checked.slide.children?.length);
  const inverse: Op = stack ? { type: 'deck.slide.delete', id: checked.slide.id, stack } : { type: 'deck.slide.delete', id: checked.slide.id };
  return { ok: true, doc: fromColumns(doc, columns), inverse };
}

/** deck.slide.delete: never the last slide. */
export function deleteSlide(doc: DeckDocument, op: OpOf<'deck.slide.delete'>): OpResult {
  const out = remove(doc, op.id, op.stack ?? false);
  if ('ok' in out) return out;
  const next = fromColumns(doc, out.columns);
  if (countOf(next) === 0) return fail('last_slide', 'A deck needs at least one slide', 'id');
  return { ok: true, doc: next, inverse: { type: 'deck.slide.add', slide: out.removed, at: out.back } };
}

/** deck.slide.move: `to` is read after the slide has been taken out. */
export function moveSlide(doc: DeckDocument, op: OpOf<'deck.slide.move'>): OpResult {
  const stack = op.stack ?? false;
  if (stack && op.to.v !== undefined) return fail('invalid_op', 'A stack can only move to a horizontal position', 'to.v');
  const out = remove(doc, op.id, stack);
  if ('ok' in out) return out;
  const error = insert(out.columns, out.removed, op.to);
  if (error) return error;
  const inverse: Op = stack ? { type: 'deck.slide.move', id: op.id, to: out.back, stack } : { type: 'deck.slide.move', id: op.id, to: out.back };
  return { ok: true, doc: fromColumns(doc, out.columns), inverse };
}

// A copy keeps the original's auto-animate key, so a duplicated slide animates from its original out of the box.
function copyBlocks(blocks: readonly Block[], seed: string): Block[] {
  return blocks.map((b) => {
    const copy = { ...b, id: deriveId(seed, b.id), animateId: b.animateId ?? b.id };
    return copy.type === 'group' ? { ...copy, props: { children: copyBlocks(copy.props.children, seed) } } : copy;
  }) as Block[];
}

/** deck.slide.duplicate: the copy follows the original (a top slide's copy becomes the next column, without children). */
export function duplicateSlide(doc: DeckDocument, op: OpOf<'deck.slide.duplicate'>): OpResult {
  const at = locateSlide(doc, op.id);
  if (!at) return fail('not_found', 'Slide not found', 'id');
  if (slideIds(doc).has(op.copyId)) return fail('duplicate_id', 'A slide with this id already exists', 'copyId');
  const { children: _children, ...fields } = at.slide as Slide;
  // Block ids derive from the copy's id so every client replaying this op creates the same blocks.
  const copy: Slide = { ...fields, id: op.copyId, blocks: copyBlocks(fields.blocks, op.copyId) };
  if (fields.readingOrder) copy.readingOrder = fields.readingOrder.map((id) => deriveId(op.copyId, id));
  const columns = toColumns(doc);
  const error = insert(columns, copy, at.v === 0 ? { h: at.h + 1 } : { h: at.h, v: at.v + 1 });
  if (error) return error;
  return { ok: true, doc: fromColumns(doc, columns), inverse: { type: 'deck.slide.delete', id: op.copyId } };
}

/** deck.slide.set: slide properties; `null` clears one. */
export function setSlide(doc: DeckDocument, op: OpOf<'deck.slide.set'>): OpResult {
  const at = locateSlide(doc, op.id);
  if (!at) return fail('not_found', 'Slide not found', 'id');
  const reserved = checkClasses(op.props.classes, `${at.path}.classes`);
  if (reserved) return reserved;
  const patch = SlidePatch.safeParse(op.props);
  if (!patch.success) return zodFailure(patch.error, at.path);
  const next: Record<string, unknown> = { ...at.slide };
  const undo: Record<string, unknown> = {};
  for (const key of SLIDE_PROPERTY_KEYS) {
    if (!(key in patch.data) || patch.data[key] === undefined) continue;
    undo[key] = at.slide[key] ?? null;
    if (patch.data[key] === null) delete next[key];
    else next[key] = patch.data[key];
  }
  const checked = SlideFields.safeParse(next);
  if (!checked.success) return zodFailure(checked.error, at.path);
  return { ok: true, doc: updateSlide(doc, at, next as SlideFields), inverse: { type: 'deck.slide.set', id: op.id, props: undo as SlidePatch } };
}

/** deck.slide.notes */
export function setNotes(doc: DeckDocument, op: OpOf<'deck.slide.notes'>): OpResult {
  const at = locateSlide(doc, op.id);
  if (!at) return fail('not_found', 'Slide not found', 'id');
  const problem = checkNotes(op.notes, `${at.path}.notes`);
  if (problem) return problem;
  return {
    ok: true,
    doc: updateSlide(doc, at, { ...at.slide, notes: op.notes }),
    inverse: { type: 'deck.slide.notes', id: op.id, notes: at.slide.notes },
  };
}
