import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { createSanitizer, escapeSanitizer } from './sanitize.js';
import { textSanitizer } from './textSanitizer.js';
import { render } from '../render/render.js';
import { parse } from '../parse/parse.js';
import { fixtureDoc } from '../test-fixtures.js';
import type { Block } from '../schema/block.js';

// jsdom is a dev dependency of this package, so the DOMPurify tests always run (they used to skip when it was missing).
describe('escapeSanitizer', () => {
  it('escapes everything', () => {
    expect(escapeSanitizer('<b onclick="x">a & b</b>')).toBe('&lt;b onclick="x"&gt;a &amp; b&lt;/b&gt;');
  });
});

describe('textSanitizer', () => {
  it('keeps text only and is idempotent', () => {
    expect(textSanitizer('<p>a &amp; <b>b</b></p><script>x</script>')).toBe('a &amp; bx');
    expect(textSanitizer(textSanitizer('<p>1 &lt; 2</p>'))).toBe('1 &lt; 2');
  });
});

describe('createSanitizer (DOMPurify + jsdom)', () => {
  const sanitize = createSanitizer(new JSDOM('').window);

  it('removes script and event handlers but keeps formatting', () => {
    expect(sanitize('<p style="color:red" onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p>')).toBe(
      '<p style="color:red">Hi <strong>there</strong></p>',
    );
    expect(sanitize('<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>')).toBe('<a>x</a><img src="x">');
  });
  it('keeps reveal.js fragment attributes and secures new-tab links', () => {
    expect(sanitize('<span class="fragment" data-fragment-index="1">a</span>')).toBe('<span class="fragment" data-fragment-index="1">a</span>');
    expect(sanitize('<a href="https://e.com" target="_blank">e</a>')).toBe('<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>');
  });
  it('keeps render → parse → render byte-identical, even for messy HTML', () => {
    const doc = fixtureDoc();
    const messy = '<p class=a>unclosed <b>bold<i>both</b> &nbsp;<img src=x.png onerror=x> <br> <a href=https://e.com target=_blank>l</a><script>bad()</script>';
    doc.slides[0]!.blocks[0] = { ...doc.slides[0]!.blocks[0]!, props: { html: messy } } as Block;
    const first = render(doc, { sanitize });
    expect(first).not.toContain('<script');
    expect(first).not.toContain('onerror');
    expect(render(parse(first), { sanitize })).toBe(first);
  });
  it('refuses a window that cannot run DOMPurify', () => {
    expect(() => createSanitizer({})).toThrow();
  });
});
