import { describe, expect, it } from 'vitest';
import { alignMoves, alignReference, distributeMoves, matchSizeResizes, type LayoutItem } from './layout';

const item = (id: string, x: number, y: number, width: number, height: number, extra: Partial<LayoutItem> = {}): LayoutItem =>
  ({ id, x, y, width, height, rotation: 0, ...extra });
const slide = { x: 0, y: 0, width: 960, height: 700 };

describe('alignReference', () => {
  it('is the selection bounds for several blocks and the slide for one', () => {
    const a = item('a', 100, 50, 200, 100);
    const b = item('b', 400, 300, 100, 40);
    expect(alignReference([a, b], slide)).toEqual({ x: 100, y: 50, width: 400, height: 290 });
    expect(alignReference([a], slide)).toEqual(slide);
    expect(alignReference([], slide)).toBeUndefined();
  });
});

describe('alignMoves', () => {
  const a = item('a', 100, 50, 200, 100);
  const b = item('b', 400, 300, 100, 40);
  const ref = alignReference([a, b], slide)!;

  it('lines up left, centre and right edges on the selection, leaving y alone', () => {
    expect(alignMoves([a, b], 'left', ref)).toEqual([{ id: 'b', x: 100, y: 300 }]);
    expect(alignMoves([a, b], 'right', ref)).toEqual([{ id: 'a', x: 300, y: 50 }]);
    // Centre of the bounds is 300: a (200 wide) starts at 200, b (100 wide) at 250.
    expect(alignMoves([a, b], 'center', ref)).toEqual([{ id: 'a', x: 200, y: 50 }, { id: 'b', x: 250, y: 300 }]);
  });

  it('lines up top, middle and bottom edges, leaving x alone', () => {
    expect(alignMoves([a, b], 'top', ref)).toEqual([{ id: 'b', x: 400, y: 50 }]);
    expect(alignMoves([a, b], 'bottom', ref)).toEqual([{ id: 'a', x: 100, y: 240 }]);
    // Middle of the bounds is 195: a (100 tall) at 145, b (40 tall) at 175.
    expect(alignMoves([a, b], 'middle', ref)).toEqual([{ id: 'a', x: 100, y: 145 }, { id: 'b', x: 400, y: 175 }]);
  });

  it('centres one block on the slide', () => {
    expect(alignMoves([a], 'center', slide)).toEqual([{ id: 'a', x: 380, y: 50 }]);
    expect(alignMoves([a], 'middle', slide)).toEqual([{ id: 'a', x: 100, y: 300 }]);
    expect(alignMoves([a], 'bottom', slide)).toEqual([{ id: 'a', x: 100, y: 600 }]);
  });

  it('keeps locked blocks in place while they still count for the bounds', () => {
    const locked = { ...a, locked: true };
    expect(alignMoves([locked, b], 'left', alignReference([locked, b], slide)!)).toEqual([{ id: 'b', x: 100, y: 300 }]);
    // b is already on the right edge; a would move there but is locked.
    expect(alignMoves([locked, b], 'right', alignReference([locked, b], slide)!)).toEqual([]);
  });

  it('uses what a rotated block shows, and stores whole pixels', () => {
    // 100×20 turned 90°: it shows 20 wide, from x = 140 to 160.
    const turned = item('t', 100.4, 200, 100, 20, { rotation: 90 });
    const other = item('o', 10, 10, 50, 50);
    const [move] = alignMoves([turned, other], 'left', alignReference([turned, other], slide)!);
    expect(move).toEqual({ id: 't', x: -30, y: 200 }); // moved by 10 - 140.4, rounded
    expect(Number.isInteger(move!.x)).toBe(true);
  });
});

describe('distributeMoves', () => {
  it('leaves equal gaps between blocks of different widths, the outer two staying', () => {
    const blocks = [item('a', 0, 0, 100, 50), item('c', 700, 0, 200, 50), item('b', 150, 100, 50, 50)];
    const moves = distributeMoves(blocks, 'horizontal');
    // Span 0..900, widths 350: two gaps of 275. b goes to 375; a and c stay.
    expect(moves).toEqual([{ id: 'b', x: 375, y: 100 }]);
  });

  it('distributes vertically in the order the blocks are on the slide', () => {
    const blocks = [item('top', 0, 0, 50, 100), item('mid', 0, 110, 50, 20), item('low', 0, 500, 50, 100), item('next', 0, 120, 50, 30)];
    const moves = Object.fromEntries(distributeMoves(blocks, 'vertical').map((m) => [m.id, m.y]));
    // Span 0..600, heights 250: three gaps of 116.67.
    expect(moves).toEqual({ mid: 217, next: 353 });
  });

  it('needs three blocks and keeps locked ones in place', () => {
    expect(distributeMoves([item('a', 0, 0, 10, 10), item('b', 50, 0, 10, 10)], 'horizontal')).toEqual([]);
    const blocks = [item('a', 0, 0, 100, 50), item('b', 150, 0, 50, 50, { locked: true }), item('c', 800, 0, 100, 50)];
    expect(distributeMoves(blocks, 'horizontal')).toEqual([]);
  });
});

describe('matchSizeResizes', () => {
  it('gives every other block the reference width, or height, keeping its top-left corner', () => {
    const ref = item('a', 0, 0, 300, 80);
    const blocks = [ref, item('b', 400, 100, 120, 40), item('c', 50, 300, 300, 20, { locked: true })];
    expect(matchSizeResizes(blocks, 'width', ref)).toEqual([{ id: 'b', x: 400, y: 100, width: 300, height: 40 }]);
    expect(matchSizeResizes(blocks, 'height', ref)).toEqual([{ id: 'b', x: 400, y: 100, width: 120, height: 80 }]);
  });
});
