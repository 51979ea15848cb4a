import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writePptx } from '../export/pptx/index.js';
import { parse } from '../parse/parse.js';
import { render } from '../render/render.js';
import { readMarkdownDeck } from './deck.js';

const texts = (md: string): string[] => readMarkdownDeck(md).doc.slides.map((s) => s.blocks.map((b) => (b.type === 'text' ? b.props.html : b.type)).join(' | '));

describe('Markdown front matter', () => {
  it('is read as deck settings (Marp) and never becomes a slide', () => {
    const md = '---\nmarp: true\ntheme: black-mint\nsize: 4:3\ntitle: Deck from YAML\npaginate: true\nfooter: Company\n---\n\n# One\n\n---\n\n# Two\n';
    const deck = readMarkdownDeck(md);
    expect(texts(md)).toEqual(['<h1>One</h1>', '<h1>Two</h1>']);
    expect(deck.title).toBe('Deck from YAML');
    expect(deck.settings).toEqual({ themeColor: 'black-mint', width: 960, height: 720, slideNumber: true });
    expect(deck.warnings).toEqual([{ what: 'front matter footer', why: 'dropped: Podium has no deck setting for it' }]);
  });

  it('reports the Marp directives it does not apply, once each with how often', () => {
    const md = '---\nmarp: true\n---\n\n<!-- _class: lead -->\n# One\n\n---\n\n<!-- _class: lead -->\n<!-- backgroundColor: #123456 -->\n# Two\n';
    const deck = readMarkdownDeck(md);
    expect(texts(md)).toEqual(['<h1>One</h1>', '<h1>Two</h1>']);
    expect(deck.warnings.map((w) => `${w.what}: ${w.why}`)).toEqual([
      'Marp directive "class": not applied (2 times): set the slide\'s classes, background or the deck\'s settings in the editor',
      'Marp directive "backgroundColor": not applied: set the slide\'s classes, background or the deck\'s settings in the editor',
    ]);
  });

  it('maps a reveal.js theme and reveal-md options, and lays the slides out at the size it gives', () => {
    const md = '---\ntitle: Talk\ntheme: solarized\nrevealOptions:\n  transition: fade\n  width: 1280\n  height: 720\n  controls: false\n---\n# Hello\n';
    const deck = readMarkdownDeck(md);
    expect(deck.settings).toEqual({ themeColor: 'sand-blue', themeFont: 'league', transition: 'fade', width: 1280, height: 720 });
    expect(deck.doc.slides).toHaveLength(1);
    const block = deck.doc.slides[0]!.blocks[0]!;
    expect(block.x + block.width / 2).toBe(640);
    expect(deck.warnings).toEqual([
      { what: 'theme "solarized"', why: 'replaced by the nearest Podium theme: colour sand-blue, font league (for League Gothic)' },
      { what: 'front matter revealOptions.controls', why: 'dropped: Podium has no deck setting for it' },
    ]);
  });

  it('leaves a leading block that is not YAML settings as Markdown', () => {
    expect(texts('---\n# Not YAML\n---\n# Next\n')).toEqual(['', '<h1>Not YAML</h1>', '<h1>Next</h1>']);
  });
});

describe('Markdown tables', () => {
  it('keep each column\'s alignment through render, parse and PowerPoint', async () => {
    const md = '| Item | Count | Note |\n|:-----|------:|:----:|\n| a | 1 | x |\n| b | 22 | y |\n';
    const { doc, warnings } = readMarkdownDeck(md);
    const table = doc.slides[0]!.blocks[0]!;
    expect(table).toMatchObject({ type: 'table', props: { cells: [['Item', 'Count', 'Note'], ['a', '1', 'x'], ['b', '22', 'y']], columnAlign: ['left', 'right', 'center'] } });
    expect(warnings).toEqual([]);
    const html = render(doc, { sanitize: (h: string) => h });
    expect(html).toContain('text-align:right">22</td>');
    expect(parse(html).slides[0]!.blocks[0]).toMatchObject({ props: { columnAlign: ['left', 'right', 'center'] } });
    const { data } = await writePptx(doc, { title: 'T', width: 960, height: 700, themeColor: null, themeFont: null }, { loadImage: async () => null });
    const xml = await (await JSZip.loadAsync(data)).file('ppt/slides/slide1.xml')!.async('string');
    const alignOf = (text: string): string | undefined => new RegExp(`<a:pPr[^>]*algn="(\\w+)"[^>]*>(?:(?!</a:p>).)*<a:t>${text}</a:t>`).exec(xml)?.[1];
    expect([alignOf('a'), alignOf('22'), alignOf('y')]).toEqual(['l', 'r', 'ctr']);
  });
});

describe('Markdown inline math', () => {
  it('keeps $…$ as inline math the player typesets, and leaves prices alone', () => {
    const { doc, warnings } = readMarkdownDeck('Energy $E = mc^2$ and $a<b$, for $5 and $10.\n');
    expect(doc.slides[0]!.blocks[0]).toMatchObject({ type: 'text', props: {
      html: '<p>Energy <span class="math-inline">\\(E = mc^2\\)</span> and <span class="math-inline">\\(a&lt;b\\)</span>, for $5 and $10.</p>',
    } });
    expect(warnings).toEqual([]);
  });
});
