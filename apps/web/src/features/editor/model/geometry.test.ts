import { describe, expect, it } from 'vitest';
import { aabb, resizeBox, rotationTowards } from './geometry';
import { snapBox, snapEdges, snapTargets } from './snapping';

const box = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };

describe('resizeBox', () => {
  it('moves only the dragged edges', () => {
    expect(resizeBox(box, 'se', 20, 10, false)).toEqual({ x: 100, y: 100, width: 220, height: 110 });
    expect(resizeBox(box, 'nw', 20, 10, false)).toEqual({ x: 120, y: 110, width: 180, height: 90 });
    expect(resizeBox(box, 'e', 20, 50, false)).toEqual({ x: 100, y: 100, width: 220, height: 100 });
  });
  it('keeps the aspect ratio with shift', () => {
    const r = resizeBox(box, 'se', 100, 0, true);
    expect(r.width / r.height).toBeCloseTo(2);
    expect(r.width).toBe(300);
  });
  it('never goes below the minimum size', () => {
    expect(resizeBox(box, 'e', -500, 0, false).width).toBe(1);
  });
  it('keeps the opposite corner fixed for a rotated box', () => {
    const rotated = { ...box, rotation: 90 };
    const r = resizeBox(rotated, 'se', 0, 40, false);
    // Rotated 90°, dragging down grows the local width; the nw corner stays where it was on screen.
    expect(r.width).toBeCloseTo(240);
    const corner = (b: typeof rotated) => {
      const cx = b.x + b.width / 2;
      const cy = b.y + b.height / 2;
      return { x: cx + (b.height / 2), y: cy - b.width / 2 }; // nw corner after a 90° turn
    };
    const before = corner(rotated);
    const after = corner({ ...r, rotation: 90 });
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });
});

describe('rotation and bounds', () => {
  it('points the top at the pointer, snapping to 15° with shift', () => {
    expect(rotationTowards(box, { x: 200, y: 0 }, false)).toBe(0);
    expect(rotationTowards(box, { x: 400, y: 150 }, false)).toBe(90);
    expect(rotationTowards(box, { x: 400, y: 140 }, true)).toBe(90);
  });
  it('bounds a rotated box', () => {
    const b = aabb({ ...box, rotation: 90 });
    expect(b.width).toBeCloseTo(100);
    expect(b.height).toBeCloseTo(200);
  });
});

describe('snapping', () => {
  const targets = snapTargets({ width: 960, height: 700 }, [{ x: 500, y: 500, width: 100, height: 50 }]);
  it('snaps the nearest edge or centre within the threshold', () => {
    expect(snapBox({ x: 3, y: 200, width: 100, height: 100 }, targets, 6)).toEqual({ dx: -3, dy: 0, guides: [{ axis: 'x', at: 0 }] });
    const centred = snapBox({ x: 428, y: 298, width: 100, height: 100 }, targets, 6);
    expect(centred.dx).toBe(2);
    expect(centred.dy).toBe(2);
  });
  it('snaps a resized edge to another block', () => {
    const { box: r, guides } = snapEdges({ x: 300, y: 100, width: 197, height: 50 }, 1, 0, targets, 6);
    expect(r.width).toBe(200);
    expect(guides).toEqual([{ axis: 'x', at: 500 }]);
  });
});
