/**
 * Turning a navigator drop (a zone of a target thumbnail) or an Alt+Arrow key into `deck.slide.move` ops, or none
 * when nothing moves.
 */
import { applyOp, findSlide, listSlides, type DeckDocument, type OpOf, type Position } from '@podium/deck';

/** Where on the target thumbnail the slide was dropped: a new column before/after, or above/below in its stack. */
export type DropZone = 'before' | 'after' | 'above' | 'below';

/** The zone under a point, from its position within the thumbnail (fractions 0..1). */
export function zoneAt(fx: number, fy: number): DropZone {
  if (fx < 0.25) return 'before';
  if (fx > 0.75) return 'after';
  return fy < 0.5 ? 'above' : 'below';
}

/** The move op for dropping slide `id` on the slide at (h, v) in `zone`; null when the deck would not change. */
export function slideMoveOp(doc: DeckDocument, id: string, target: { h: number; v: number }, zone: DropZone): OpOf<'deck.slide.move'> | null {
  const from = findSlide(doc, id);
  if (!from) return null;
  const columnLength = 1 + (doc.slides[from.h]?.children?.length ?? 0);
  const emptiesColumn = columnLength === 1;
  let to: Position;
  if (zone === 'before' || zone === 'after') {
    // `to` is read after the slide is taken out, so columns right of an emptied one shift left.
    let h = zone === 'before' ? target.h : target.h + 1;
    if (emptiesColumn && from.h < h) h -= 1;
    to = { h };
  } else {
    let h = target.h;
    let v = zone === 'above' ? target.v : target.v + 1;
    if (from.h === target.h && from.v < v) v -= 1;
    else if (emptiesColumn && from.h < h) h -= 1;
    to = { h, v };
  }
  const op: OpOf<'deck.slide.move'> = { type: 'deck.slide.move', id, to };
  const result = applyOp(doc, op);
  if (!result.ok) return null;
  const order = (d: DeckDocument) => listSlides(d).map((s) => `${s.slide.id}@${s.h}.${s.v}`).join(',');
  return order(result.doc) === order(doc) ? null : op;
}

/** Where the row sits in its column, for reading a drop in the outline. */
export interface OutlineRow {
  v: number;
  /** Whether it is the column's last slide. */
  last: boolean;
}

/**
 * The zone under a point on a row of the outline (a vertical list where each stack's slides are indented under its
 * first): the upper half drops above the row, the lower half below it. Below a column's last slide the drop is
 * ambiguous between "at the end of this stack" and "a new column after it": the right part of the thumbnail
 * (`fx` > 0.6, where the indented slides sit) puts it in the stack, the rest makes a column. Above a column's first
 * slide it is always a new column before it.
 */
export function outlineZoneAt(fx: number, fy: number, row: OutlineRow): DropZone {
  if (fy < 0.5) return row.v === 0 ? 'before' : 'above';
  if (!row.last) return 'below';
  return fx > 0.6 ? 'below' : 'after';
}

export type MoveKey = 'up' | 'down' | 'left' | 'right';

/**
 * Where Alt+Arrow moves a slide, one visible step at a time (columns are lists; a slide alone in its column is a
 * column of one): up/down move it within its stack; past a stack's end it leaves as a new column next to the
 * stack, and a slide alone in its column joins the neighbouring stack (at its end going up, its start going down).
 * Left/right move it as a column of its own before or after its column (a slide alone swaps with its neighbour).
 * Null at the deck's ends.
 */
export function keyboardMoveTarget(doc: DeckDocument, id: string, key: MoveKey): Position | null {
  const at = findSlide(doc, id);
  if (!at) return null;
  const columns = doc.slides.map((top) => 1 + (top.children?.length ?? 0));
  const size = columns[at.h]!;
  const alone = size === 1;
  const { h, v } = at;
  // `to` is read with the slide already taken out: a column it leaves empty is gone.
  switch (key) {
    case 'up':
      if (v > 0) return { h, v: v - 1 };
      if (!alone) return { h };
      return h > 0 ? { h: h - 1, v: columns[h - 1]! } : null;
    case 'down':
      if (v < size - 1) return { h, v: v + 1 };
      if (!alone) return { h: h + 1 };
      return h < columns.length - 1 ? { h, v: 0 } : null;
    case 'left':
      if (!alone) return { h };
      return h > 0 ? { h: h - 1 } : null;
    case 'right':
      if (!alone) return { h: h + 1 };
      return h < columns.length - 1 ? { h: h + 1 } : null;
  }
}

/**
 * The ops that move several slides (the navigator's multi-selection, in reading order) to a drop: the first goes
 * where the drop says, each next one right after the one before it (in the same stack for a drop into a stack, as
 * the next column otherwise). Empty when nothing moves.
 */
export function slidesMoveOps(doc: DeckDocument, ids: readonly string[], target: { h: number; v: number }, zone: DropZone): Array<OpOf<'deck.slide.move'>> {
  const order = listSlides(doc).map((s) => s.slide.id);
  const moving = [...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const targetId = listSlides(doc).find((s) => s.h === target.h && s.v === target.v)?.slide.id;
  if (!targetId || moving.includes(targetId)) return [];
  const [first, ...rest] = moving;
  const firstOp = first ? slideMoveOp(doc, first, target, zone) : null;
  const ops: Array<OpOf<'deck.slide.move'>> = [];
  let current = doc;
  let previous = first;
  if (firstOp) {
    ops.push(firstOp);
    const result = applyOp(current, firstOp);
    if (result.ok) current = result.doc;
  }
  const intoStack = zone === 'above' || zone === 'below';
  for (const id of rest) {
    const before = findSlide(current, previous!)!;
    const op = slideMoveOp(current, id, { h: before.h, v: before.v }, intoStack ? 'below' : 'after');
    if (op) {
      const result = applyOp(current, op);
      if (!result.ok) break;
      current = result.doc;
      ops.push(op);
    }
    previous = id;
  }
  return ops;
}
