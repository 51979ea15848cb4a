import { describe, expect, it } from 'vitest';
import { headText, looksLikeHtml } from './text.js';
import { markdownTitle } from './formats/markdown/index.js';
import { revealSlideSize as htmlSlideSize } from '@podium/deck/import/html';
import { htmlTitle } from './formats/html/index.js';
import { detectImportFormat } from './registry.js';

describe('deciding an upload\'s type by its content', () => {
  it('reads UTF-8 text (a character cut at the end of the head is fine) and refuses binary', () => {
    expect(headText(Buffer.from('\uFEFF# Hello'))).toBe('# Hello');
    expect(headText(Buffer.from('Grüße').subarray(0, 3))).toBe('Gr');
    expect(headText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBeNull();
    expect(headText(Buffer.from([0xff, 0xfe, 0x41, 0x42, 0x43, 0x44]))).toBeNull();
  });

  it('tells slides HTML from Markdown that opens with a reveal.js comment', async () => {
    expect(looksLikeHtml('<!doctype html><html>')).toBe(true);
    expect(looksLikeHtml('  <section><h1>x</h1></section>')).toBe(true);
    expect(looksLikeHtml('<div class="reveal"><div class="slides">')).toBe(true);
    expect(looksLikeHtml('<!-- .slide: data-background="#000" -->\n# Title')).toBe(false);
    expect(looksLikeHtml('# Title\n\n<section>inline</section>')).toBe(false);
    expect((await detectImportFormat(Buffer.from('# Title'), '/nonexistent'))?.id).toBe('markdown');
    expect((await detectImportFormat(Buffer.from('<section>x</section>'), '/nonexistent'))?.id).toBe('html');
    // A PDF head — binary or ASCII-only — is the PDF format's, never Markdown.
    expect((await detectImportFormat(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00]), '/nonexistent'))?.id).toBe('pdf');
    expect((await detectImportFormat(Buffer.from('%PDF-1.4\n1 0 obj'), '/nonexistent'))?.id).toBe('pdf');
    expect(await detectImportFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]), '/nonexistent')).toBeNull();
  });

  it('takes the title from the first heading or <title>, and the size from Reveal.initialize', () => {
    expect(markdownTitle('<!-- .slide: x -->\n\n# **Big** [launch](https://x.y)\n')).toBe('Big launch');
    expect(markdownTitle('Setext title\n===\n')).toBe('Setext title');
    expect(markdownTitle('no heading')).toBeUndefined();
    expect(htmlTitle('<title>A &amp; B</title>')).toBe('A & B');
    expect(htmlSlideSize('Reveal.initialize({ hash: true, width: 1280, height: 720 })')).toEqual({ width: 1280, height: 720 });
    expect(htmlSlideSize('Reveal.initialize({ width: 5 })')).toBeUndefined();
  });
});
