import { describe, expect, it } from 'vitest';
import { scopeCss } from './scopeCss.js';

describe('scopeCss', () => {
  it('prefixes every selector, also inside @media, and leaves keyframes and font faces alone', () => {
    const { css, dropped } = scopeCss(
      'h1, .x > p { color: red }\n@media (min-width: 10px) { li { margin: 0 } }\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }\n@font-face { font-family: X; src: url(x.woff) }',
      '.deck-scope',
    );
    expect(dropped).toBe(0);
    expect(css).toContain('.deck-scope h1, .deck-scope .x > p');
    expect(css).toContain('.deck-scope li');
    expect(css).toContain('from { opacity: 0 }');
    expect(css).not.toContain('.deck-scope from');
    expect(css).toContain('@font-face');
  });

  it('maps reveal.js slide selectors onto the scope', () => {
    const { css } = scopeCss('.reveal .slides section h1 { color: red } section { background: #000 } .reveal h2 { x: 1 } section.big { y: 1 } section ~ .app { z: 1 }', '.s');
    expect(css).toBe('.s h1 { color: red } .s { background: #000 } .s h2 { x: 1 } .s.big { y: 1 }');
  });

  it('leaves out rules that style the page: html, body, :root, and drops @import', () => {
    const { css, dropped } = scopeCss('body { display: none }\nhtml body .x, h2 { color: red }\n:root { --a: 1 }\n@import url(https://evil.test/x.css);\nmeta[name=csrf-token] { background: url(https://evil.test/?) }', '.s');
    expect(css).not.toMatch(/(^|\s)body|html|:root|@import/);
    expect(css).toContain('.s h2');
    expect(css).toContain('.s meta[name=csrf-token]');
    expect(dropped).toBe(4);
  });

  it('cannot close the style element it is put in, and yields nothing for broken CSS', () => {
    expect(scopeCss('p { content: "</style><script>alert(1)</script>" }', '.s').css).not.toContain('</style');
    expect(scopeCss('p { color: red', '.s').css).toBe('');
    expect(scopeCss('~ .app { display: none } + p { color: red } .a { & ~ .b { color: red } }', '.s').css).toBe('.s .a { }');
    expect(scopeCss('}}} {{{', '.s')).toEqual({ css: '', dropped: 1 });
  });
});
