import Color from 'color';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../themes/contrast.js';
import { cssPx, requiredContrast, textSizes } from './textSize.js';

/** A fixed pseudo-random sequence of colours (no Math.random: the same pairs every run). */
function* colours(count: number): Generator<string> {
  let seed = 0x2545f491;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    yield `#${(seed >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
  }
}

describe('contrast ratio against a reference implementation (the color package)', () => {
  it('matches on black, white, greys near the AA limits and 200 seeded pairs', () => {
    const pairs: Array<[string, string]> = [['#000000', '#ffffff'], ['#777777', '#ffffff'], ['#767676', '#ffffff'], ['#949494', '#ffffff'], ['#ffcc00', '#111318']];
    const list = [...colours(400)];
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i]!, list[i + 1]!]);
    for (const [a, b] of pairs) {
      expect(contrastRatio(a, b), `${a} on ${b}`).toBeCloseTo(Color(a).contrast(Color(b)), 2);
    }
  });

  it('agrees with the reference on which side of 4.5:1 and 3:1 the AA boundary greys fall', () => {
    // #767676 is the lightest grey that passes 4.5:1 on white, #949494 the lightest that passes 3:1.
    for (const [grey, limit] of [['#767676', 4.5], ['#777777', 4.5], ['#949494', 3], ['#959595', 3]] as const) {
      expect(contrastRatio(grey, '#ffffff') >= limit).toBe(Color(grey).contrast(Color('#ffffff')) >= limit);
    }
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('text sizes', () => {
  it('reads px, pt, em, rem and % against the base size', () => {
    expect([cssPx('20px', 32), cssPx('12pt', 32), cssPx('0.5em', 32), cssPx('1rem', 10), cssPx('50%', 40), cssPx('big', 32)]).toEqual([20, 16, 16, 32, 20, null]);
  });

  it('takes the smallest inline size, and the deck base size when the box has none', () => {
    expect(textSizes('<p>Hi</p>', undefined)).toEqual({ base: 32, smallest: 32 });
    expect(textSizes('<p>Hi <span style="font-size: 10px">small</span></p>', '20px')).toEqual({ base: 20, smallest: 10 });
  });

  it('asks 3:1 of large text (24 px, or 18.66 px bold) and 4.5:1 of the rest', () => {
    expect([requiredContrast(24), requiredContrast(23.9), requiredContrast(19, true), requiredContrast(18, true)]).toEqual([3, 4.5, 3, 4.5]);
  });
});
