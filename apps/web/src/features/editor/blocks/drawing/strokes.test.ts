import { describe, expect, it } from 'vitest';
import { DrawingBlock } from '@podium/deck';
import { hasPressure, smoothStroke, strokeBlock, touchesStroke, type Sample } from './strokes';

const zigzag: Sample[] = Array.from({ length: 40 }, (_, i) => [100 + i * 5, 100 + (i % 2) * 6, 0.5]);

describe('Pen strokes', () => {
  it('smooths a jittery stroke and drops points closer than 1 px', () => {
    const points = smoothStroke([...zigzag, [295, 100, 0.5], [295.2, 100.1, 0.5]], 4);
    expect(points.length).toBeGreaterThan(5);
    for (let i = 1; i < points.length; i += 1) {
      expect(Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1])).toBeGreaterThanOrEqual(1);
    }
    // Streamlining pulls the zigzag towards its middle line.
    const spread = Math.max(...points.slice(5, -5).map((p) => p[1])) - Math.min(...points.slice(5, -5).map((p) => p[1]));
    expect(spread).toBeLessThan(6);
  });

  it('turns a tap into a dot', () => {
    expect(smoothStroke([[50, 60, 0.5]], 8)).toEqual([[50, 60, 0.5], [50, 60, 0.5]]);
  });

  it('boxes a stroke tightly (padded by half the width) with points in the block view box', () => {
    const block = strokeBlock([[100, 200], [300, 260]], '#d0342c', 8, 3);
    expect(DrawingBlock.safeParse(block).success).toBe(true);
    expect(block).toMatchObject({ x: 96, y: 196, width: 208, height: 68, z: 3 });
    expect(block.props.points).toEqual([[4, 4], [204, 64]]);
    expect(block.props.viewBox).toEqual({ width: 208, height: 68 });
    expect(block.props.ink).toBe(true);
    expect(block.props.pressures).toBeUndefined();
  });

  it('keeps real pen pressure, aligned with the smoothed points', () => {
    const samples: Sample[] = Array.from({ length: 20 }, (_, i) => [100 + i * 10, 100, 0.2 + i * 0.04]);
    expect(hasPressure(samples)).toBe(true);
    const points = smoothStroke(samples, 6);
    const block = strokeBlock(points, '#000000', 6, 0, true);
    expect(DrawingBlock.safeParse(block).success).toBe(true);
    expect(block.props.pressures).toHaveLength(block.props.points.length);
    expect(block.props.pressures![block.props.pressures!.length - 1]).toBeGreaterThan(block.props.pressures![1]!);
  });

  it('the eraser touches a stroke near its path only, and never a locked one', () => {
    const block = strokeBlock([[100, 100], [300, 100]], '#000000', 4, 0);
    expect(touchesStroke(block, { x: 200, y: 105 }, 4)).toBe(true);
    expect(touchesStroke(block, { x: 200, y: 130 }, 4)).toBe(false);
    expect(touchesStroke({ ...block, locked: true }, { x: 200, y: 100 }, 4)).toBe(false);
    // A stretched drawing is hit where it is drawn now.
    expect(touchesStroke({ ...block, width: block.width * 2 }, { x: 480, y: 100 }, 4)).toBe(true);
  });
});
