import { describe, expect, it } from 'vitest';
import { formatBytes, formatTeamCost, formatViewCount, notificationDuration, pageCount } from './format.js';

describe('formatViewCount', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [3, '3 views'],
    [9999, '9999 views'],
    [10000, '10.0k views'],
    [10049, '10.0k views'],
    [10050, '10.1k views'],
    [12345, '12.3k views'],
    [999999, '1000.0k views'],
    [-4, '0 views'],
  ])('%i → %j', (count, expected) => {
    expect(formatViewCount(count)).toBe(expected);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 24, 0],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [48, 24, 2],
    [49, 24, 3],
    [-5, 24, 0],
    [10, 0, 0],
  ])('pageCount(%i, %i) → %i', (total, pageLength, expected) => {
    expect(pageCount(total, pageLength)).toBe(expected);
  });
});

describe('formatTeamCost', () => {
  it.each([
    [120, 'yearly', '$120/year'],
    [12, 'monthly', '$12/month'],
    [0, 'monthly', '$0/month'],
    [12.5, 'monthly', '$12.50/month'],
    [99.999, 'yearly', '$100/year'],
    [1199.5, 'yearly', '$1199.50/year'],
    [7.25, 'yearly', '$7.25/year'],
  ] as const)('formatTeamCost(%d, %s) → %j', (cost, period, expected) => {
    expect(formatTeamCost(cost, period)).toBe(expected);
  });
});

describe('notificationDuration', () => {
  it.each([
    ['', false, 2500],
    ['', true, 3750],
    ['Saved', false, 2600],
    ['Saved', true, 3900],
    ['x'.repeat(100), false, 4500],
  ])('notificationDuration(%j, %j) → %i', (message, negative, expected) => {
    expect(notificationDuration(message, negative)).toBe(expected);
  });
});

describe('formatBytes', () => {
  it.each([[0, '0 B'], [812, '812 B'], [2048, '2 KB'], [1536, '1.5 KB'], [12.5 * 1048576, '13 MB'], [250 * 1048576, '250 MB'], [1073741824, '1 GB'], [1.25 * 1073741824, '1.3 GB']])(
    '%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
