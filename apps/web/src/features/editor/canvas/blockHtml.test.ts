import { describe, expect, it } from 'vitest';
import { memoSanitizer } from './blockHtml';

describe('memoSanitizer', () => {
  it('sanitises each distinct string once', () => {
    const seen: string[] = [];
    const sanitize = memoSanitizer((html) => {
      seen.push(html);
      return html.toUpperCase();
    });
    expect(sanitize('<p>a</p>')).toBe('<P>A</P>');
    expect(sanitize('<p>a</p>')).toBe('<P>A</P>');
    expect(sanitize('<p>b</p>')).toBe('<P>B</P>');
    expect(seen).toEqual(['<p>a</p>', '<p>b</p>']);
  });

  it('forgets the oldest answers beyond its limit', () => {
    let calls = 0;
    const sanitize = memoSanitizer((html) => {
      calls += 1;
      return html;
    }, 2);
    sanitize('a');
    sanitize('b');
    sanitize('c'); // evicts 'a'
    sanitize('b');
    expect(calls).toBe(3);
    sanitize('a');
    expect(calls).toBe(4);
  });
});
