import { describe, expect, it } from 'vitest';
import { REACTION_LIMITS, reactionSummary } from '@podium/shared';
import { floatsOf } from './floats';

describe('floatsOf', () => {
  it('floats one emoji per tap up to the threshold, and one with its count above it', () => {
    const few = floatsOf({ '👏': 2, '❤️': 1 }, () => 0.5);
    expect(few.map((item) => [item.emoji, item.count])).toEqual([['👏', 1], ['👏', 1], ['❤️', 1]]);
    const many = floatsOf({ '👏': REACTION_LIMITS.aggregateAbove + 1, '🎉': REACTION_LIMITS.aggregateAbove }, () => 0.5);
    expect(many.map((item) => [item.emoji, item.count])).toEqual([
      ['👏', REACTION_LIMITS.aggregateAbove + 1], ...Array(REACTION_LIMITS.aggregateAbove).fill(['🎉', 1]),
    ]);
  });

  it('places emoji over the stage and spreads them through the window, ignoring what is not a count', () => {
    const items = floatsOf({ '😂': 3, '😮': -1, '👍': 1.5 } as never, () => 1);
    expect(items).toHaveLength(3);
    expect(new Set(items.map((item) => item.key)).size).toBe(3);
    for (const item of items) expect(item.left).toBeGreaterThanOrEqual(8);
    for (const item of items) expect(item.left).toBeLessThanOrEqual(92);
    expect(items.map((item) => item.delay)).toEqual([0, Math.round(REACTION_LIMITS.batchWindowMs / 3), Math.round(2 * REACTION_LIMITS.batchWindowMs / 3)]);
  });
});

describe('reactionSummary', () => {
  it('says how many reactions of each kind came, most first', () => {
    expect(reactionSummary({ '❤️': 4, '👏': 8 })).toBe('12 reactions: Applause 8, Love 4');
    expect(reactionSummary({ '🎉': 1 })).toBe('1 reaction: Celebrate 1');
    expect(reactionSummary({})).toBe('');
  });
});
