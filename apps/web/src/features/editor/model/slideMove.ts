/** Turning a navigator drop (a zone of a target thumbnail) into a `deck.slide.move` op, or null when nothing moves. */
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
