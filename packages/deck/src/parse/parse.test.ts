import { describe, expect, it } from 'vitest';
import { countSlides } from '../document.js';
import { validateDocument } from '../validate.js';
import { render } from '../render/render.js';
import type { Block } from '../schema/block.js';
import { fixtureDoc } from '../test-fixtures.js';
import { parse, parseWithWarnings } from './parse.js';

const identity = { sanitize: (html: string): string => html };
const types = (blocks: readonly Block[]): string[] => blocks.map((b) => b.type);

describe('parse: render → parse → render', () => {
  it('is byte-identical and gives back the same document', () => {
    const doc = fixtureDoc();
    const first = render(doc, identity);
    const back = parse(first);
    expect(render(back, identity)).toBe(first);
    expect(back).toEqual(doc);
  });
  it('reads its own render back without fidelity warnings', () => {
    expect(parseWithWarnings(render(fixtureDoc(), identity)).warnings).toEqual([]);
  });
  it('is byte-identical with the default (text-only) sanitiser too', () => {
    const first = render(fixtureDoc());
    expect(render(parse(first))).toBe(first);
    expect(first).toContain('data-placeholder-text="Title Text">Hello world</div>');
  });
});

describe('parse: plain reveal.js HTML', () => {
  const html = `
    <div class="reveal"><div class="slides">
      <section data-background-color="#000" data-transition="fade">
        <h1>Title</h1>
        <p class="fragment fade-up" data-fragment-index="1">Intro <strong>bold</strong></p>
        <ul><li>One</li><li class="fragment">Two</li></ul>
        <aside class="notes">
          Remember this.
        </aside>
      </section>
      <section>
        <section data-auto-animate data-auto-animate-duration="2" data-auto-animate-easing="ease-in"><h2>Top</h2></section>
        <section data-visibility="hidden" class="custom present"><img src="cat.png" width="1920" height="1080" alt="Cat"></section>
      </section>
      <section data-background="img/bg.png">
        <pre><code class="language-js" data-line-numbers="1|2">let a = 1;\nlet b = 2;</code></pre>
        <table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>
        <iframe src="https://example.com"></iframe>
        <video src="v.mp4" autoplay muted></video>
        <div class="custom-widget"><canvas></canvas></div>
        Loose text
      </section>
    </div></div>`;
  const doc = parse(html);

  it('keeps every slide and the vertical stack', () => {
    expect(countSlides(doc)).toBe(4);
    expect(doc.slides).toHaveLength(3);
    expect(doc.slides[1]!.children).toHaveLength(1);
    expect(validateDocument(doc)).toEqual({ ok: true, doc });
  });
  it('maps headings, paragraphs and lists to text blocks with fragments and notes', () => {
    const s = doc.slides[0]!;
    expect(types(s.blocks)).toEqual(['text', 'text', 'text']);
    expect(s.blocks.map((b) => (b.type === 'text' ? b.props.html : ''))).toEqual([
      '<h1>Title</h1>', '<p>Intro <strong>bold</strong></p>', '<ul><li>One</li><li class="fragment">Two</li></ul>',
    ]);
    expect(s.blocks[1]!.fragment).toEqual({ style: 'fade-up', index: 1 });
    expect(s.notes).toBe('Remember this.');
    expect(s.background).toEqual({ color: '#000' });
    expect(s.transition).toBe('fade');
    // Laid out as a centred column that does not overlap.
    expect(s.blocks[0]!.y + s.blocks[0]!.height).toBeLessThanOrEqual(s.blocks[1]!.y);
    expect(s.blocks.every((b) => b.x >= 0 && b.x + b.width <= 960)).toBe(true);
  });
  it('reads auto-animate, hidden slides, classes (without reserved ones) and images', () => {
    const top = doc.slides[1]!;
    expect(top.autoAnimate).toEqual({ enabled: true, duration: 2000, delay: 0, easing: 'ease-in', unmatched: true });
    const child = top.children![0]!;
    expect(child.hidden).toBe(true);
    expect(child.classes).toEqual(['custom']);
    expect(child.blocks[0]).toMatchObject({ type: 'image', props: { src: 'cat.png', alt: 'Cat' } });
    expect(child.blocks[0]!.width).toBeLessThanOrEqual(960);
  });
  it('maps code, tables, iframes and video, and keeps unknown markup as snippets', () => {
    const s = doc.slides[2]!;
    expect(s.background).toEqual({ image: 'img/bg.png' });
    expect(types(s.blocks)).toEqual(['code', 'table', 'iframe', 'video', 'snippet', 'text']);
    expect(s.blocks[0]).toMatchObject({ props: { language: 'javascript', code: 'let a = 1;\nlet b = 2;', lineNumbers: true, highlight: '1|2' } });
    expect(s.blocks[1]).toMatchObject({ props: { rows: 2, cols: 2, cells: [['A', 'B'], ['1', '2']], header: true } });
    expect(s.blocks[3]).toMatchObject({ props: { src: 'v.mp4', autoplay: true, muted: true } });
    expect(s.blocks[4]).toMatchObject({ props: { html: '<div class="custom-widget"><canvas></canvas></div>' } });
    expect(s.blocks[5]).toMatchObject({ props: { html: '<p>Loose text</p>' } });
  });
  it('is stable after the first import', () => {
    const first = render(doc, identity);
    expect(render(parse(first), identity)).toBe(first);
  });
});

describe('parse: loose image sizes', () => {
  const sized = (img: string) => {
    const { doc, warnings } = parseWithWarnings(`<div class="reveal"><div class="slides"><section>${img}</section></div></div>`, { size: { width: 960, height: 700 } });
    const block = doc.slides[0]!.blocks[0]!;
    return { size: [block.width, block.height], warnings: warnings.map((w) => `${w.what}: ${w.why}`) };
  };

  it('reads px and percentages of the slide from the style (which wins) or the attributes', () => {
    expect(sized('<img src="a.png" style="width: 300px; height: 150px" width="10" height="10">')).toEqual({ size: [300, 150], warnings: [] });
    expect(sized('<img src="a.png" width="50%" height="40%">')).toEqual({ size: [480, 280], warnings: [] });
    expect(sized('<img src="a.png" style="width:25%">')).toEqual({ size: [240, 320], warnings: [] });
  });

  it('reports a size it cannot read and uses the default', () => {
    expect(sized('<img src="a.png" style="width: 20em; height: calc(100% - 2px)">')).toEqual({
      size: [480, 320],
      warnings: ['image width "20em": not read: the default size is used', 'image height "calc(100% - 2px)": not read: the default size is used'],
    });
    expect(sized('<img src="a.png" width="auto" style="height: auto">')).toEqual({ size: [480, 320], warnings: [] });
  });
});

describe('parse: slides.com markup and edge cases', () => {
  it('reads slides.com blocks with auto-sized lines and content z-index', () => {
    const html = `<section data-id="abc123"><div class="sl-block" data-block-type="line" style="width:auto;height:auto;min-width:1px;min-height:1px;left:100px;top:200px" data-block-id="l1">
      <div class="sl-block-content" data-line-x1="100" data-line-y1="300" data-line-x2="400" data-line-y2="200" data-line-color="#ff0000" data-line-start-type="none" data-line-end-type="arrow" data-line-width="4px" style="z-index: 12;"><svg></svg></div></div>
      <div class="sl-block" data-block-type="text" style="width:800px;left:80px;top:250px;height:auto" data-block-id="t1"><div class="sl-block-content fragment fade-left" data-placeholder-text="Title Text" style="z-index: 13;"><h1>Hi</h1></div></div></section>`;
    const [line, text] = parse(html).slides[0]!.blocks;
    expect(line).toMatchObject({ type: 'line', x: 100, y: 200, width: 300, height: 100, z: 12, props: { x1: 0, y1: 100, x2: 300, y2: 0, color: '#ff0000', width: 4, endType: 'arrow' } });
    expect(text).toMatchObject({ type: 'text', x: 80, y: 250, width: 800, height: 100, z: 13, fragment: { style: 'fade-left' }, props: { html: '<h1>Hi</h1>', placeholder: 'Title Text' } });
  });
  it('keeps loose text with inline elements as one text block, as the browser shows it one line', () => {
    const { doc, warnings } = parseWithWarnings('<section><h2>Title</h2>\n  Made with <em>care</em> by <a href="https://example.com">us</a>, <strong>twice</strong> &amp; <span>more</span>.\n  <p>Next</p></section>');
    const blocks = doc.slides[0]!.blocks;
    expect(blocks.map((b) => (b.type === 'text' ? b.props.html : b.type))).toEqual([
      '<h2>Title</h2>',
      '<p>Made with <em>care</em> by <a href="https://example.com">us</a>, <strong>twice</strong> &amp; <span>more</span>.</p>',
      '<p>Next</p>',
    ]);
    expect(warnings).toEqual([]);
  });
  it('keeps unknown block types and unparseable content as snippets', () => {
    const html = `<section><div class="sl-block" data-block-type="chart" style="left:1px;top:2px;width:30px;height:40px"><div class="sl-block-content"><canvas></canvas></div></div>
      <div class="sl-block" data-block-type="shape" style="left:0;top:0;width:10px;height:10px"><div class="sl-block-content"><b>no shape attrs</b></div></div></section>`;
    const blocks = parse(html).slides[0]!.blocks;
    expect(blocks.map((b) => [b.type, b.type === 'snippet' ? b.props.html : ''])).toEqual([['snippet', '<canvas></canvas>'], ['snippet', '<b>no shape attrs</b>']]);
    expect(blocks[0]).toMatchObject({ x: 1, y: 2, width: 30, height: 40 });
  });
  it('refuses unsafe URLs by keeping them as (sanitised-at-render) snippets', () => {
    const html = `<section><div class="sl-block" data-block-type="image" style="left:0;top:0;width:10px;height:10px"><div class="sl-block-content"><img src="javascript:alert(1)"></div></div>
      <div class="sl-block" data-block-type="text" style="left:0;top:0;width:10px;height:10px"><a class="sl-block-link" href="javascript:x"><div class="sl-block-content">t</div></a></div></section>`;
    const [img, text] = parse(html).slides[0]!.blocks;
    expect(img!.type).toBe('snippet');
    expect(text).not.toHaveProperty('link');
  });
  it('gives repeated ids fresh ones and never returns an empty deck', () => {
    const dup = parse('<section data-id="same"></section><section data-id="same"></section>');
    expect(new Set(dup.slides.map((s) => s.id)).size).toBe(2);
    expect(countSlides(parse(''))).toBe(1);
    expect(countSlides(parse('<h1>No sections</h1>'))).toBe(1);
    expect(parse('<h1>No sections</h1>').slides[0]!.blocks[0]).toMatchObject({ type: 'text', props: { html: '<h1>No sections</h1>' } });
  });
});

describe('parse: hostile input', () => {
  it('survives markup nested far too deeply (flattened to text)', () => {
    const n = 20000;
    const doc = parse(`<section>${'<div>'.repeat(n)}deep${'</div>'.repeat(n)}</section>`);
    expect(countSlides(doc)).toBe(1);
    expect(validateDocument(doc).ok).toBe(true);
    expect(render(doc, identity)).toContain('deep');
  });
});
