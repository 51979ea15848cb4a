/** Markdown slide separators: `----` makes a vertical slide as `--` does, never a horizontal one or a rule. */
import { describe, expect, it } from 'vitest';
import { readMarkdownDeck } from './deck.js';
import { slideTexts } from '../text/slideText.js';

describe('Markdown vertical separators', () => {
  it('makes vertical slides from both -- and ----, and horizontal ones from ---', () => {
    const md = ['# One', '', '----', '', '## One below', '', '--', '', '## One further below', '', '---', '', '# Two', '', '```', '----', '```'].join('\n');
    const { doc, warnings } = readMarkdownDeck(md);
    expect(doc.slides).toHaveLength(2);
    // Reading order with each slide's place: (h, v).
    expect(slideTexts(doc).map((s) => [s.h, s.v, s.text])).toEqual([
      [0, 0, 'One'], [0, 1, 'One below'], [0, 2, 'One further below'], [1, 0, 'Two ----'],
    ]);
    // Inside a code fence `----` is code, not a separator.
    expect(doc.slides[1]!.children ?? []).toHaveLength(0);
    expect(JSON.stringify(doc.slides[1]!.blocks)).toContain('----');
    expect(warnings).toEqual([]);
  });
});

describe('Markdown separators set in the front matter', () => {
  it('uses a plain-line separator and verticalSeparator, and reports one that is a pattern', () => {
    const md = ['---', 'separator: "^\\r?\\n===\\r?\\n$"', 'verticalSeparator: "(?:\\n){3}"', '---', '# A', '', '===', '', '# B', '', '--', '', '# B below'].join('\n');
    const { doc, warnings } = readMarkdownDeck(md);
    expect(slideTexts(doc).map((s) => [s.h, s.v, s.text])).toEqual([[0, 0, 'A'], [1, 0, 'B'], [1, 1, 'B below']]);
    expect(warnings).toEqual([{ what: 'front matter verticalSeparator "(?:\n){3}"', why: 'is not a plain line: "--" or "----" is used' }]);
  });
});
