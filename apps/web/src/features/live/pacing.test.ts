import { describe, expect, it } from 'vitest';
import { formatDuration, pacing, parseTimeLimit } from './pacing';

describe('speaker pacing', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(-5_000)).toBe('0:00');
  });

  it('is on pace within 30 s of the plan, ahead or behind beyond it', () => {
    // 10 minutes, half way through the deck.
    expect(pacing(5 * 60_000 + 10_000, 0.5, 10)).toMatchObject({ tone: 'ok', label: 'On pace' });
    expect(pacing(7 * 60_000, 0.5, 10)).toMatchObject({ tone: 'behind', label: 'Behind by 2:00', remainingMs: 3 * 60_000 });
    expect(pacing(60_000, 0.5, 10)).toMatchObject({ tone: 'ahead', label: 'Ahead by 4:00' });
  });

  it('says how far over time the talk is', () => {
    expect(pacing(11 * 60_000, 0.9, 10)).toMatchObject({ tone: 'over', label: 'Over time by 1:00' });
  });

  it('accepts only the time limits of SPEC §9', () => {
    expect(parseTimeLimit('15')).toBe(15);
    expect(parseTimeLimit('7')).toBeNull();
    expect(parseTimeLimit(null)).toBeNull();
  });
});
