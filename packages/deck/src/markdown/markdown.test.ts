import { describe, expect, it } from 'vitest';
import { render } from '../render/render.js';
import type { Block } from '../schema/block.js';
import { validateDocument } from '../validate.js';
import { parseFixture } from '../parse/fixture-helpers.js';
import { readMarkdownDeck } from './deck.js';

const identity = { sanitize: (html: string): string => html };
const summary = (b: Block): unknown =>
  b.type === 'text' ? ['text', b.props.html, b.props.placeholder ?? null]
    : b.type === 'code' ? ['code', b.props.language, b.props.code, b.props.highlight ?? null]
      : b.type === 'math' ? ['math', b.props.tex]
        : b.type === 'image' ? ['image', b.props.src, b.props.alt ?? null] : [b.type];

const DECK = [
  '# Title slide',
  '',
  'Intro text <!-- .element: class="fragment fade-up" -->',
  '',
  'Note: remember the intro',
  '---',
  '<!-- .slide: data-background-color="#ff0000" data-transition="convex" -->',
  '## Code',
  '',
  '```js [1|2]',
  'let a = 1;',
  '---',
  'let b = 2;',
  '```',
  '--',
  '## Math',
  '',
  '$$',
  'e^{i\\pi} + 1 = 0',
  '$$',
  '---',
  '![A cat](https://example.com/cat.png)',
  '',
  '- one',
  '- two',
].join('\n');

describe('Markdown reader (reveal.js conventions)', () => {
  const { doc, warnings } = readMarkdownDeck(DECK);

  it('splits --- into columns and -- into vertical slides, ignoring separators inside code fences', () => {
    expect(doc.slides).toHaveLength(3);
    expect(doc.slides[1]!.children).toHaveLength(1);
    expect(validateDocument(doc).ok).toBe(true);
    expect(warnings).toEqual([]);
  });
  it('makes headings title blocks, applies .element attributes and reads Note: as speaker notes', () => {
    const s = doc.slides[0]!;
    expect(s.blocks.map(summary)).toEqual([['text', '<h1>Title slide</h1>', 'Title Text'], ['text', '<p>Intro text </p>', null]]);
    expect(s.blocks[1]!.fragment).toEqual({ style: 'fade-up' });
    expect(s.notes).toBe('remember the intro');
  });
  it('applies .slide attributes and keeps fenced code with its language and line steps', () => {
    const s = doc.slides[1]!;
    expect(s.background).toEqual({ color: '#ff0000' });
    expect(s.transition).toBe('default');
    expect(s.blocks.map(summary)).toEqual([['text', '<h2>Code</h2>', 'Title Text'], ['code', 'javascript', 'let a = 1;\n---\nlet b = 2;', '1|2']]);
  });
  it('turns $$ blocks into math blocks and lone images into image blocks', () => {
    expect(doc.slides[1]!.children![0]!.blocks.map(summary)).toEqual([['text', '<h2>Math</h2>', 'Title Text'], ['math', 'e^{i\\pi} + 1 = 0']]);
    expect(doc.slides[2]!.blocks.map(summary)).toEqual([['image', 'https://example.com/cat.png', 'A cat'], ['text', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>', null]]);
    const html = render(doc, identity);
    expect(html).toContain('e^{i\\pi} + 1 = 0');
    expect(html).toContain('data-src="https://example.com/cat.png"');
  });
});

describe('<section data-markdown> in reveal.js HTML', () => {
  it('converts the text/template script instead of rendering a blank slide', () => {
    const html = `<div class="slides"><section><h1>Before</h1></section>
      <section data-markdown data-separator="^\\n---\\n$" data-background-color="#000">
        <script type="text/template">
          ## Slide A
          Some *text*
          ---
          ## Slide B
          Note: B notes
        </script>
      </section>
      <section data-markdown="remote.md"></section></div>`;
    const { slides, warnings, rendered } = parseFixture(html);
    expect(slides.map((s) => s.blocks.map(summary))).toEqual([
      [['text', '<h1>Before</h1>', null]],
      [['text', '<h2>Slide A</h2>', 'Title Text'], ['text', '<p>Some <em>text</em></p>', null]],
      [['text', '<h2>Slide B</h2>', 'Title Text']],
      [],
    ]);
    expect(slides[1]!.background).toEqual({ color: '#000' });
    expect(slides[2]!.notes).toBe('B notes');
    expect(rendered).toContain('<em>text</em>');
    expect(warnings).toEqual([{ slide: 4, what: 'external Markdown file "remote.md"', why: 'could not be loaded: import the file itself' }]);
  });
});

describe('Markdown reader on hostile input', () => {
  it('stays linear on unclosed math, comments and long whitespace runs', () => {
    const md = `${'$$a$$b\n'.repeat(5000)}<!--${' '.repeat(200000)}\n<!-- .slide: ${' '.repeat(100000)}`;
    const { doc } = readMarkdownDeck(md);
    expect(doc.slides).toHaveLength(1);
    expect(render(doc, identity)).toContain('$$a$$b');
  });
});
