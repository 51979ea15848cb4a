import { describe, expect, it } from 'vitest';
import { parseFragment } from './dom.js';
import { innerHtml, outerHtml, serializeNodes } from './serialize.js';
import { parseStyle, readPx, safeInlineCss } from './style.js';
import type { Element } from 'domhandler';

const roundTrip = (html: string): string => serializeNodes(parseFragment(html));

describe('serialisation follows the innerHTML rules', () => {
  it('escapes text and attributes minimally, writes void and empty-attribute elements as browsers do', () => {
    expect(roundTrip('<p title="a &quot;b&quot; &amp; c">1 &lt; 2 &amp;&nbsp;é<br/><input disabled></p>')).toBe('<p title="a &quot;b&quot; &amp; c">1 &lt; 2 &amp;&nbsp;é<br><input disabled=""></p>');
  });
  it('keeps raw text elements unescaped, drops doctypes and keeps comments', () => {
    expect(roundTrip('<!doctype html><style>a > b { x: "&" }</style><!-- note --><script>if (a < b) {}</script>')).toBe('<style>a > b { x: "&" }</style><!-- note --><script>if (a < b) {}</script>');
  });
  it('writes SVG names in their canonical case and closes empty SVG elements', () => {
    expect(roundTrip('<svg viewBox="0 0 10 10"><path d="M0 0"/></svg>')).toBe('<svg viewBox="0 0 10 10"><path d="M0 0"></path></svg>');
  });
  it('gives inner and outer HTML of an element', () => {
    const el = parseFragment('<div class="x"><b>hi</b></div>')[0] as Element;
    expect(innerHtml(el)).toBe('<b>hi</b>');
    expect(outerHtml(el)).toBe('<div class="x"><b>hi</b></div>');
  });
});

describe('inline style splitting', () => {
  it('reads declarations with semicolons inside strings and url(), and comments', () => {
    const style = parseStyle('COLOR: red; background: url("a;b.png") ; /* note */ font-family: "A;B", serif;;');
    expect([...style]).toEqual([['color', 'red'], ['background', 'url("a;b.png")'], ['font-family', '"A;B", serif']]);
  });
  it('gives nothing for empty or unreadable styles instead of throwing', () => {
    expect(parseStyle(undefined).size).toBe(0);
    expect(parseStyle('   ').size).toBe(0);
    expect(() => parseStyle('color: red; }{ x')).not.toThrow();
  });
  it('keeps only safe declarations when writing a style back', () => {
    expect(safeInlineCss(parseStyle('color:#fff; background:url(x.png); width: 50%; behavior: expression(alert(1))'))).toEqual({
      css: 'color:#fff;width:50%', dropped: ['background', 'behavior'],
    });
  });
});

describe('length reading on hostile input', () => {
  it('answers at once for very long digit runs (no backtracking blow-up)', () => {
    const digits = '1'.repeat(200000);
    expect(readPx(new Map([['left', `${digits}x`]]), 'left')).toBeUndefined();
    expect(readPx(new Map([['left', '12.5px']]), 'left')).toBe(12.5);
    expect(readPx(new Map([['left', '.5']]), 'left')).toBe(0.5);
  });
});
