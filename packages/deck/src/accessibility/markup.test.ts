/** The accessibility props in the deck markup: what screen readers get, and that they read back unchanged. */
import { describe, expect, it } from 'vitest';
import { parseFragment, elements } from '../html/dom.js';
import { textSanitizer } from '../html/textSanitizer.js';
import { renderBlock } from '../render/block.js';
import { render, renderContext } from '../render/render.js';
import { parse } from '../parse/parse.js';
import { createBlock } from '../blocks/registry.js';
import { blockParser } from '../blocks/parsers.js';
import { emptySlide } from '../document.js';
import type { Block } from '../schema/block.js';

const ctx = renderContext({ sanitize: textSanitizer, notes: false });

function roundTrip(block: Block) {
  const html = renderBlock(block, ctx);
  const content = elements(elements(parseFragment(html))[0]!.children)[0]!;
  return { html, props: blockParser(block.type)(content as never, { parseBlock: () => null, autoSized: false })?.props };
}

describe('accessibility in the deck markup', () => {
  it('a decorative image has an empty alt whatever its text, and stays decorative', () => {
    const block = createBlock('image', { props: { src: 'https://example.com/a.png', alt: 'Old text', decorative: true } });
    const { html, props } = roundTrip(block);
    expect(html).toContain('alt=""');
    expect(props).toEqual({ src: 'https://example.com/a.png', decorative: true });
  });

  it('a described shape is an image named by its text; any other shape is hidden from screen readers', () => {
    const described = createBlock('shape', { props: { kind: 'star', fill: '#ff0000', alt: 'Five-star rating' } });
    const plain = createBlock('shape', { props: { kind: 'rect', fill: '#000000', decorative: true } });
    expect(roundTrip(described).html).toContain('role="img" aria-label="Five-star rating"');
    expect(roundTrip(described).props).toMatchObject({ alt: 'Five-star rating' });
    expect(roundTrip(plain).html).toContain('aria-hidden="true"');
    expect(roundTrip(plain).props).toMatchObject({ decorative: true });
  });

  it('iframes and videos carry their title (a generic one until given, not read back as the author\'s)', () => {
    const frame = createBlock('iframe', { props: { src: 'https://example.com/poll', title: 'Live poll' } });
    const untitled = createBlock('iframe', { props: { src: 'https://example.com/poll' } });
    const video = createBlock('video', { props: { src: 'https://example.com/v.mp4', title: 'Product demo' } });
    expect(roundTrip(frame).html).toContain('title="Live poll"');
    expect(roundTrip(frame).props).toMatchObject({ title: 'Live poll' });
    expect(roundTrip(untitled).html).toContain('title="Embedded web page"');
    expect(roundTrip(untitled).props).not.toHaveProperty('title');
    expect(roundTrip(video).html).toContain('aria-label="Product demo"');
    expect(roundTrip(video).props).toMatchObject({ title: 'Product demo' });
  });

  it('a slide title is written as data-title and read back', () => {
    const slide = { ...emptySlide([]), title: 'Quarterly results' };
    const html = render({ schemaVersion: 1, slides: [slide] } as never, { sanitize: textSanitizer, notes: false });
    expect(html).toContain('data-title="Quarterly results"');
    expect(parse(html).slides[0]).toMatchObject({ title: 'Quarterly results' });
  });
});
