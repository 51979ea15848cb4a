import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange.js';

describe('parseByteRange', () => {
  it('reads first-last, open-ended and suffix ranges, cut at the end of the file', () => {
    expect(parseByteRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseByteRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(parseByteRange('bytes=8-50', 10)).toEqual({ start: 8, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseByteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
  });

  it('answers 416 for ranges past the end, an empty suffix or an empty file', () => {
    expect(parseByteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('sends the whole file for no header, malformed, reversed, other-unit or multiple ranges', () => {
    for (const header of [undefined, '', 'bytes=', 'bytes=-', 'bytes=5-3', 'items=0-1', 'bytes=0-1,4-5', 'bytes=a-b']) {
      expect(parseByteRange(header, 10)).toBeNull();
    }
  });
});
