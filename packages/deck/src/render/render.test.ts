import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, HIDDEN_BLOCK_TYPES } from '@podium/shared';
import { everyBlock, fixtureDoc } from '../test-fixtures.js';
import type { Block } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import { render, renderContext } from './render.js';
import { renderBlock } from './block.js';

// Fixture HTML is trusted, so an identity stand-in is enough here; the DOMPurify path is tested in html/sanitize.test.ts.
const trusted = renderContext({ sanitize: (html) => html });
const byType = (type: string): Block => everyBlock().find((b) => b.type === type)!;
const one = (blocks: Block[], extra: object = {}): DeckDocument => ({
  schemaVersion: 1,
  slides: [{ id: 'abc', hidden: false, notes: '', classes: [], blocks, ...extra }],
});

describe('render: every block type', () => {
  it('covers all types', () => {
    expect(everyBlock().map((b) => b.type).sort()).toEqual([...BLOCK_TYPES, ...HIDDEN_BLOCK_TYPES].sort());
  });
  it('text', () => {
    expect(renderBlock(byType('text'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="text" data-block-id="000000000000000000000000000000b1" style="left:80px;top:40px;width:800px;height:100px;z-index:0"><div class="sl-block-content" data-placeholder-text="Title Text"><h1>Hello <em>world</em></h1></div></div>"`);
  });
  it('image (cropped)', () => {
    expect(renderBlock(byType('image'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="image" data-block-id="000000000000000000000000000000b2" style="left:10px;top:200px;width:320px;height:240px;z-index:1"><div class="sl-block-content" data-media-id="m1" data-crop-x="0.25" data-crop-y="0" data-crop-width="0.5" data-crop-height="1" style="overflow:hidden"><img data-src="https://example.com/a.png" alt="A" data-natural-width="640" data-natural-height="480" style="position:absolute;max-width:none;left:-50%;top:0%;width:200%;height:100%"></div></div>"`);
  });
  it('video', () => {
    expect(renderBlock(byType('video'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="video" data-block-id="000000000000000000000000000000b3" style="left:400px;top:200px;width:480px;height:270px;z-index:2"><div class="sl-block-content"><video data-src="https://example.com/v.mp4" poster="https://example.com/p.jpg" data-autoplay loop muted playsinline></video></div></div>"`);
  });
  it('shape (opacity, border, padding)', () => {
    expect(renderBlock(byType('shape'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="shape" data-block-id="000000000000000000000000000000b4" style="left:0px;top:0px;width:100px;height:50px;z-index:3"><div class="sl-block-content" data-shape-type="arrow-right" data-shape-fill-color="rgb(0, 128, 255)" data-shape-stroke-color="#000000" data-shape-stroke-width="2" style="opacity:0.5;border:2px dashed #ff0000;padding:4px"><svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none" aria-hidden="true" viewBox="0 0 100 50"><polygon points="0,15 60,15 60,0 100,25 60,50 60,35 0,35" class="shape-element" fill="rgb(0, 128, 255)" stroke="#000000" stroke-width="2" vector-effect="non-scaling-stroke"></polygon></svg></div></div>"`);
  });
  it('drawing', () => {
    expect(renderBlock(byType('drawing'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="drawing" data-block-id="000000000000000000000000000000b5" style="left:5px;top:5px;width:100px;height:100px;z-index:4"><div class="sl-block-content"><svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none" viewBox="0 0 100 100"><path d="M0 0 L10 20.5 L30 40" fill="none" stroke="#333333" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" vector-effect="non-scaling-stroke"></path></svg></div></div>"`);
  });
  it('line', () => {
    expect(renderBlock(byType('line'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="line" data-block-id="000000000000000000000000000000b6" style="left:100px;top:600px;width:200px;height:50px;z-index:5"><div class="sl-block-content" data-line-x1="0" data-line-y1="0" data-line-x2="200" data-line-y2="50" data-line-color="#000000" data-line-width="3px" data-line-style="dashed" data-line-start-type="circle" data-line-end-type="arrow"><svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" style="overflow:visible"><line x1="0" y1="0" x2="200" y2="50" stroke="#000000" stroke-width="3" stroke-dasharray="9 6"></line><circle cx="0" cy="0" r="4.5" fill="#000000"></circle><polygon points="200,50 192.360128,43.451538 190.177307,52.182821" fill="#000000"></polygon></svg></div></div>"`);
  });
  it('iframe (rotated)', () => {
    expect(renderBlock(byType('iframe'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="iframe" data-block-id="000000000000000000000000000000b7" style="left:100px;top:100px;width:576px;height:420px;z-index:6;transform:rotate(15deg)"><div class="sl-block-content"><iframe data-src="https://example.com/embed?a=1&amp;b=2" allowfullscreen title="Embedded web page"></iframe></div></div>"`);
  });
  it('table', () => {
    expect(renderBlock(byType('table'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="table" data-block-id="000000000000000000000000000000b8" style="left:50px;top:50px;width:600px;height:120px;z-index:7"><div class="sl-block-content" data-table-rows="2" data-table-cols="2" data-table-border-color="#cccccc" data-table-border-width="1"><table><thead><tr><th style="border-width:1px;border-color:#cccccc">Name</th><th style="border-width:1px;border-color:#cccccc">Score</th></tr></thead><tbody><tr><td style="border-width:1px;border-color:#cccccc">&lt;Ann&gt;</td><td style="border-width:1px;border-color:#cccccc">10 &amp; more</td></tr></tbody></table></div></div>"`);
  });
  it('code (fragment, line numbers and steps)', () => {
    expect(renderBlock(byType('code'), trusted)).toMatchInlineSnapshot(`
      "<div class="sl-block" data-block-type="code" data-block-id="000000000000000000000000000000b9" style="left:50px;top:300px;width:600px;height:200px;z-index:8"><div class="sl-block-content fragment fade-up" data-fragment-index="2" data-highlight-theme="github"><pre class="language-typescript"><code class="language-typescript" data-line-numbers="1|2">const a = 1 &lt; 2;
        return a;</code></pre></div></div>"
    `);
  });
  it('math (link)', () => {
    expect(renderBlock(byType('math'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="math" data-block-id="000000000000000000000000000000ba" style="left:50px;top:550px;width:600px;height:100px;z-index:9"><a class="sl-block-link" href="https://example.com/math" target="_blank" rel="noopener noreferrer"><div class="sl-block-content"><div class="math-input">\\[\\frac{a}{b} &lt; c\\]</div></div></a></div>"`);
  });
  it('snippet (locked)', () => {
    expect(renderBlock(byType('snippet'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="snippet" data-block-id="000000000000000000000000000000bb" data-locked="true" style="left:700px;top:10px;width:200px;height:100px;z-index:10"><div class="sl-block-content"><div class="x"><b>raw</b></div></div></div>"`);
  });
  it('group', () => {
    expect(renderBlock(byType('group'), trusted)).toMatchInlineSnapshot(`"<div class="sl-block" data-block-type="group" data-block-id="000000000000000000000000000000bc" style="left:600px;top:500px;width:300px;height:150px;z-index:11"><div class="sl-block-content"><div class="sl-block" data-block-type="shape" data-block-id="000000000000000000000000000000bd" style="left:0px;top:0px;width:100px;height:100px;z-index:0"><div class="sl-block-content" data-shape-type="circle" data-shape-fill-color="#00ff00"><svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none" aria-hidden="true" viewBox="0 0 100 100"><ellipse cx="50" cy="50" rx="50" ry="50" class="shape-element" fill="#00ff00"></ellipse></svg></div></div><div class="sl-block" data-block-type="text" data-block-id="000000000000000000000000000000be" style="left:120px;top:20px;width:180px;height:60px;z-index:1"><div class="sl-block-content fragment"><p>in group</p></div></div></div></div>"`);
  });
  it('empty media blocks render no media element', () => {
    const empty = everyBlock().map((b) => (b.type === 'image' || b.type === 'video' || b.type === 'iframe' ? { ...b, props: { ...b.props, src: '' } } : b));
    for (const b of empty.filter((x) => ['image', 'video', 'iframe'].includes(x.type))) {
      expect(renderBlock(b as Block, trusted)).not.toMatch(/<(img|video|iframe)/);
    }
  });
});

describe('render: slides', () => {
  it('renders stacks, hidden slides, notes, auto-animate, backgrounds and transitions', () => {
    const doc = fixtureDoc();
    doc.slides[0]!.blocks = [];
    expect(render(doc, { sanitize: (h) => h })).toMatchInlineSnapshot(`
      "<section data-id="00000000000000000000000000005001" class="intro"><aside class="notes">Say &lt;hello&gt; &amp; wave</aside></section>
      <section>
      <section data-id="00000000000000000000000000005002" data-visibility="hidden"><div class="sl-block" data-block-type="text" data-block-id="000000000000000000000000000000c1" style="left:1px;top:2px;width:3px;height:4px;z-index:0"><div class="sl-block-content"><p>two</p></div></div></section>
      <section data-id="00000000000000000000000000005003"></section>
      <section data-id="00000000000000000000000000005004" data-auto-animate data-auto-animate-duration="0.5" data-auto-animate-delay="0.1" data-auto-animate-easing="cubic-bezier(0.175, 0.885, 0.32, 1.275)" data-auto-animate-unmatched="false"></section>
      </section>
      <section data-id="00000000000000000000000000005005" data-transition="zoom" data-transition-speed="fast" data-background-transition="fade" data-background-color="#112233" data-background-image="https://example.com/bg.jpg" data-background-size="cover" data-background-position="center" data-background-repeat="no-repeat" data-background-opacity="0.5" data-background-video="https://example.com/bg.mp4" data-background-video-loop data-background-video-muted></section>"
    `);
  });
  it('writes blocks in reading order and paints them in z order (z-index)', () => {
    const [a, b] = everyBlock();
    const html = render(one([{ ...a!, z: 5 }, { ...b!, z: 1 }]));
    // a (the title, at the top) is read first though b paints under it.
    expect(html.indexOf(a!.id)).toBeLessThan(html.indexOf(b!.id));
    expect(html).toMatch(new RegExp(`data-block-id="${a!.id}" style="[^"]*z-index:5`));
    expect(html).toMatch(new RegExp(`data-block-id="${b!.id}" style="[^"]*z-index:1`));
  });
  it('omits notes on request', () => {
    expect(render(one([], { notes: 'secret' }), { notes: false })).not.toContain('secret');
  });
  it('renders each fragment style as reveal.js classes', () => {
    const text = byType('text');
    const html = (style: string): string => renderBlock({ ...text, fragment: { style, index: 0 } } as Block, trusted);
    expect(html('fade-in')).toContain('class="sl-block-content fragment" data-fragment-index="0"');
    expect(html('semi-fade-out')).toContain('class="sl-block-content fragment semi-fade-out"');
    expect(html('fade-in-then-semi-out')).toContain('fragment fade-in-then-semi-out');
  });
});

describe('render: safety', () => {
  it('keeps only the escaped text of text/snippet HTML when no sanitiser is given', () => {
    const html = render(one([{ ...byType('snippet'), props: { html: '<b>bold</b> <img src=x onerror=alert(1)><script>alert(1)</script> &lt;i&gt;' } } as Block]));
    expect(html).toContain('<div class="sl-block-content">bold alert(1) &lt;i&gt;</div>');
    expect(html).not.toMatch(/<(img|script|b|i)[ >]/);
  });
  it('escapes attribute values and notes', () => {
    const html = render(one([{ ...byType('image'), props: { src: 'https://e.com/a.png?"><script>' } } as Block], { notes: '</aside><script>alert(1)</script>', classes: ['x'] }));
    expect(html).toContain('data-src="https://e.com/a.png?&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('<aside class="notes">&lt;/aside&gt;&lt;script&gt;alert(1)&lt;/script&gt;</aside>');
    expect(html).not.toContain('<script>');
  });
  it('drops unsafe links even if an unvalidated document carries one', () => {
    const html = render(one([{ ...byType('text'), link: 'javascript:alert(1)' }]));
    expect(html).not.toContain('javascript:');
  });
  it('escapes code, math and table text', () => {
    const html = render(one([
      { ...byType('code'), props: { ...(byType('code') as Extract<Block, { type: 'code' }>).props, code: '</code><script>' } } as Block,
      { ...byType('math'), props: { tex: '</div><script>' } } as Block,
    ]));
    expect(html).not.toContain('<script>');
  });
});
