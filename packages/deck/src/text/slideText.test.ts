import { describe, expect, it } from 'vitest';
import { createBlock } from '../blocks/registry.js';
import { emptySlide } from '../document.js';
import { CURRENT_SCHEMA_VERSION, type DeckDocument } from '../schema/document.js';
import { htmlText, slideTexts } from './slideText.js';

describe('slide text for search', () => {
  it('separates block elements, decodes entities and skips scripts', () => {
    expect(htmlText('<h1>Title</h1><p>a &amp; b</p><script>x()</script>').replace(/\s+/g, ' ').trim()).toBe('Title a & b');
  });

  it('reads text, shapes, tables, code and image alt text in reading order, notes apart, hidden slides left out', () => {
    const text = createBlock('text', { props: { html: '<p>Hello <b>world</b></p>' } });
    const table = createBlock('table', { props: { rows: 1, cols: 2, cells: [['cell one', 'cell two']], header: true } });
    const hidden = { ...emptySlide([createBlock('text', { props: { html: '<p>secret</p>' } })]), hidden: true };
    const below = emptySlide([createBlock('code', { props: { code: 'let answer = 42', language: 'auto', theme: 'monokai', lineNumbers: false } })]);
    const doc: DeckDocument = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      slides: [{ ...emptySlide([text, table]), notes: 'say hi', children: [below] }, hidden],
    };
    expect(slideTexts(doc)).toEqual([
      { number: 1, h: 0, v: 0, text: 'Hello world cell one cell two', notes: 'say hi' },
      { number: 2, h: 0, v: 1, text: 'let answer = 42', notes: '' },
    ]);
  });
});
