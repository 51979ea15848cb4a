import { describe, expect, it } from 'vitest';
import { createBlock } from '../blocks/registry.js';
import { emptySlide } from '../document.js';
import { deckTheme } from '../themes/index.js';
import type { DeckDocument } from '../schema/document.js';
import { accessibilityFindings } from './check.js';

const theme = deckTheme('white-blue', 'montserrat');
const text = (html: string, style?: Record<string, string>) => createBlock('text', { props: { html, ...(style ? { style } : {}) } });
const heading = () => text('<h2>Title</h2>');
const doc = (...slides: ReturnType<typeof emptySlide>[]): DeckDocument => ({ schemaVersion: 1 as const, slides } as DeckDocument);

describe('accessibility check', () => {
  it('finds an image without alt text, but not a described or decorative one', () => {
    const bare = createBlock('image', { props: { src: 'https://example.com/a.png' } });
    const described = createBlock('image', { props: { src: 'https://example.com/b.png', alt: 'A chart' } });
    const decorative = createBlock('image', { props: { src: 'https://example.com/c.png', decorative: true } });
    const found = accessibilityFindings(doc(emptySlide([heading(), bare, described, decorative])), theme);
    expect(found).toEqual([expect.objectContaining({ kind: 'missing-alt', blockId: bare.id, slide: 1, message: 'Image has no alternative text. Describe it, or mark it decorative.' })]);
  });

  it('finds slides without a title (no heading, no own title), skipping hidden slides', () => {
    const untitled = emptySlide([text('<p>Just text</p>')]);
    const titled = { ...emptySlide([text('<p>Text</p>')]), title: 'Own title' };
    const hidden = { ...emptySlide([text('<p>Hidden</p>')]), hidden: true };
    const found = accessibilityFindings(doc(emptySlide([heading()]), untitled, titled, hidden), theme);
    expect(found).toEqual([expect.objectContaining({ kind: 'no-slide-title', slideId: untitled.id, slide: 2 })]);
    expect(found[0]!.blockId).toBeUndefined();
  });

  it('judges contrast by size: 4.5:1 for small text, 3:1 for large', () => {
    // #949494 on white is 3.03:1: fine at the deck's 32 px, too faint at 20 px.
    const large = text('<p>Large</p>', { color: '#949494' });
    const small = text('<p>Small</p>', { color: '#949494', fontSize: '20px' });
    const found = accessibilityFindings(doc(emptySlide([heading(), large, small])), theme);
    expect(found.map((f) => [f.kind, f.blockId])).toEqual([['low-contrast', small.id]]);
    expect(found[0]!.message).toBe('Text is hard to read: contrast 3.0:1, at least 4.5:1 is needed.');
  });

  it('finds tiny text, empty links and untitled videos and embedded pages', () => {
    const tiny = text('<p>Fine print <span style="font-size: 10px">tiny</span></p>');
    const link = text('<p><a href="https://example.com"> </a> and <a href="https://example.com">a real link</a></p>');
    const video = createBlock('video', { props: { src: 'https://example.com/v.mp4' } });
    const frame = createBlock('iframe', { props: { src: 'https://example.com/', title: 'Live poll' } });
    const found = accessibilityFindings(doc(emptySlide([heading(), tiny, link, video, frame])), theme);
    expect(found.map((f) => [f.kind, f.blockId])).toEqual([['tiny-text', tiny.id], ['empty-link', link.id], ['missing-title', video.id]]);
  });
});
