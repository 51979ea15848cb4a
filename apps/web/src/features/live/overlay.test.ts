import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slideRect, throttle, toSlideUnits } from './overlay';
import { parseRevealState } from './revealFrame';

describe('live overlay geometry', () => {
  it('centres the scaled slide in its frame and maps points to slide units', () => {
    const rect = slideRect({ width: 1000, height: 800 }, { width: 960, height: 700 }, 0.5);
    expect(rect).toEqual({ left: 260, top: 225, width: 480, height: 350 });
    expect(toSlideUnits(rect, 500, 400)).toEqual({ x: 0.5, y: 0.5 });
    expect(toSlideUnits(rect, 0, 2000)).toEqual({ x: 0, y: 1 }); // outside the slide: clamped to its edge
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most once per interval and never drops the last value', () => {
    const sent: number[] = [];
    const send = throttle((n: number) => sent.push(n), 50);
    send(1);
    send(2);
    send(3);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual([1, 3]);
  });
});

describe('reveal.js state from a frame', () => {
  it('keeps the fields the stream carries and refuses anything else', () => {
    expect(parseRevealState({ indexh: 2, indexv: 1, indexf: 0, paused: true, overview: false, extra: 'x' }))
      .toEqual({ indexh: 2, indexv: 1, indexf: 0, paused: true, overview: false });
    expect(parseRevealState({ indexh: 3 })).toEqual({ indexh: 3, indexv: 0, indexf: null, paused: false, overview: false });
    expect(parseRevealState({ indexh: -1 })).toBeNull();
    expect(parseRevealState('<img onerror=alert(1)>')).toBeNull();
  });
});
