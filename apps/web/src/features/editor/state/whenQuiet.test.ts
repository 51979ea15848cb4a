// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './whenQuiet';

const press = (type: string, buttons = 1) => window.dispatchEvent(new MouseEvent(type, { buttons }));

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no PointerEvent; a MouseEvent with `buttons` stands in for a drag.
    vi.stubGlobal('PointerEvent', MouseEvent);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once the user has paused, never while a drag goes on', () => {
    const run = vi.fn();
    whenQuiet(run, 1000);
    vi.advanceTimersByTime(600);
    press('pointerdown');
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(500);
      press('pointermove');
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1100);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    press('keydown');
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('hovering does not hold it back, and cancelling stops it', () => {
    const hovered = vi.fn();
    whenQuiet(hovered, 1000);
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(300);
      press('pointermove', 0);
    }
    expect(hovered).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenQuiet(cancelled, 1000)();
    vi.advanceTimersByTime(3000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
