import { describe, expect, it } from 'vitest';
import { applyOp, batchOp, emptySlide, listSlides, type DeckDocument } from '@podium/deck';
import { keyboardMoveTarget, outlineZoneAt, slideMoveOp, slidesMoveOps, zoneAt, type MoveKey } from './slideMove';

const slide = (id: string) => ({ ...emptySlide(), id });
// Columns: [a], [b, b1, b2], [c]
const doc: DeckDocument = { schemaVersion: 1, slides: [slide('a'), { ...slide('b'), children: [slide('b1'), slide('b2')] }, slide('c')] };
const layout = (d: DeckDocument) => listSlides(d).map((s) => `${s.slide.id}:${s.h}${s.v}`).join(' ');
const move = (id: string, target: { h: number; v: number }, zone: Parameters<typeof slideMoveOp>[3]) => {
  const op = slideMoveOp(doc, id, target, zone);
  if (!op) return null;
  const result = applyOp(doc, op);
  return result.ok ? layout(result.doc) : result.error.code;
};

describe('slideMoveOp', () => {
  it('moves a slide to a new column after another', () => {
    expect(move('a', { h: 2, v: 0 }, 'after')).toBe('b:00 b1:01 b2:02 c:10 a:20');
  });
  it('moves a slide into a stack (across columns)', () => {
    expect(move('c', { h: 1, v: 0 }, 'below')).toBe('a:00 b:10 c:11 b1:12 b2:13');
    expect(move('a', { h: 1, v: 2 }, 'below')).toBe('b:00 b1:01 b2:02 a:03 c:10');
  });
  it('reorders within a stack', () => {
    expect(move('b', { h: 1, v: 2 }, 'below')).toBe('a:00 b1:10 b2:11 b:12 c:20');
    expect(move('b2', { h: 1, v: 0 }, 'above')).toBe('a:00 b2:10 b:11 b1:12 c:20');
  });
  it('takes a vertical slide out into its own column', () => {
    expect(move('b1', { h: 0, v: 0 }, 'before')).toBe('b1:00 a:10 b:20 b2:21 c:30');
  });
  it('returns null for a drop that changes nothing', () => {
    expect(slideMoveOp(doc, 'a', { h: 0, v: 0 }, 'after')).toBeNull();
    expect(slideMoveOp(doc, 'c', { h: 1, v: 0 }, 'after')).toBeNull();
    expect(slideMoveOp(doc, 'b1', { h: 1, v: 1 }, 'above')).toBeNull();
  });
  it('reads zones from the pointer position', () => {
    expect(zoneAt(0.1, 0.5)).toBe('before');
    expect(zoneAt(0.9, 0.5)).toBe('after');
    expect(zoneAt(0.5, 0.2)).toBe('above');
    expect(zoneAt(0.5, 0.8)).toBe('below');
  });
});

describe('outline drops', () => {
  it('drops above a column as a new column, above a stacked slide into the stack', () => {
    expect(outlineZoneAt(0.5, 0.2, { v: 0, last: false })).toBe('before');
    expect(outlineZoneAt(0.9, 0.2, { v: 2, last: true })).toBe('above');
  });
  it('drops below a slide with more under it into its stack', () => {
    expect(outlineZoneAt(0.1, 0.8, { v: 0, last: false })).toBe('below');
  });
  it('below a column’s last slide: its right part joins the stack, the rest makes a new column', () => {
    expect(outlineZoneAt(0.9, 0.8, { v: 0, last: true })).toBe('below');
    expect(outlineZoneAt(0.5, 0.8, { v: 0, last: true })).toBe('after');
    expect(outlineZoneAt(0.3, 0.8, { v: 2, last: true })).toBe('after');
  });
});

describe('keyboard reorder (Alt+Arrow)', () => {
  const press = (id: string, ...keys: MoveKey[]) => {
    let d = doc;
    for (const key of keys) {
      const to = keyboardMoveTarget(d, id, key);
      if (!to) return null;
      const result = applyOp(d, { type: 'deck.slide.move', id, to });
      if (!result.ok) return result.error.code;
      d = result.doc;
    }
    return layout(d);
  };
  it('moves within a stack and out of its ends as a column of its own', () => {
    expect(press('b1', 'down')).toBe('a:00 b:10 b2:11 b1:12 c:20');
    expect(press('b2', 'down')).toBe('a:00 b:10 b1:11 b2:20 c:30');
    expect(press('b', 'up')).toBe('a:00 b:10 b1:20 b2:21 c:30');
    expect(press('b1', 'up')).toBe('a:00 b1:10 b:11 b2:12 c:20');
  });
  it('a slide alone in its column joins the next stack going down and the previous one going up', () => {
    expect(press('a', 'down')).toBe('a:00 b:01 b1:02 b2:03 c:10');
    expect(press('c', 'up')).toBe('a:00 b:10 b1:11 b2:12 c:13');
    // Down again and again walks it through the stack and out of it.
    expect(press('a', 'down', 'down', 'down', 'down', 'down')).toBe('b:00 b1:01 b2:02 a:10 c:20');
  });
  it('left and right move it as a column, swapping a lone slide with its neighbour', () => {
    expect(press('a', 'right')).toBe('b:00 b1:01 b2:02 a:10 c:20');
    expect(press('c', 'left')).toBe('a:00 c:10 b:20 b1:21 b2:22');
    expect(press('b1', 'right')).toBe('a:00 b:10 b2:11 b1:20 c:30');
    expect(press('b2', 'left')).toBe('a:00 b2:10 b:20 b1:21 c:30');
  });
  it('stops at the deck’s ends', () => {
    expect(keyboardMoveTarget(doc, 'a', 'up')).toBeNull();
    expect(keyboardMoveTarget(doc, 'a', 'left')).toBeNull();
    expect(keyboardMoveTarget(doc, 'c', 'down')).toBeNull();
    expect(keyboardMoveTarget(doc, 'c', 'right')).toBeNull();
  });
});

describe('moving several slides', () => {
  const moveAll = (ids: string[], target: { h: number; v: number }, zone: Parameters<typeof slideMoveOp>[3]) => {
    const ops = slidesMoveOps(doc, ids, target, zone);
    const result = applyOp(doc, batchOp(ops));
    return result.ok ? layout(result.doc) : result.error.code;
  };
  it('keeps their reading order, together in a stack or as columns side by side', () => {
    expect(moveAll(['c', 'a'], { h: 1, v: 0 }, 'below')).toBe('b:00 a:01 c:02 b1:03 b2:04');
    expect(moveAll(['b2', 'a'], { h: 2, v: 0 }, 'after')).toBe('b:00 b1:01 c:10 a:20 b2:30');
  });
  it('does nothing when dropped on one of them', () => {
    expect(slidesMoveOps(doc, ['a', 'c'], { h: 2, v: 0 }, 'after')).toEqual([]);
  });
});
