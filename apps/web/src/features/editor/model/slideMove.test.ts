import { describe, expect, it } from 'vitest';
import { applyOp, emptySlide, listSlides, type DeckDocument } from '@podium/deck';
import { slideMoveOp, zoneAt } from './slideMove';

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
