import { describe, expect, it } from 'vitest';
import { createBlock } from '../blocks/registry.js';
import { applyOp } from '../ops/apply.js';
import { parse } from '../parse/parse.js';
import { render } from '../render/render.js';
import type { Block } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import { slideTexts } from '../text/slideText.js';
import { defaultReadingOrder, isDefaultReadingOrder, movedReadingOrder, readablePaintOrder, readingOrder } from './readingOrder.js';

const text = (id: string, x: number, y: number, z: number, extra: Partial<Block> = {}, width = 200, height = 100): Block =>
  createBlock('text', { id, x, y, width, height, z, props: { html: `<p>${id}</p>` }, ...extra } as never);
const ids = (blocks: readonly { id: string }[]) => blocks.map((b) => b.id);
const deck = (blocks: Block[], readingOrder?: string[]): DeckDocument => ({
  schemaVersion: 1,
  slides: [{ id: 's1', hidden: false, notes: '', classes: [], blocks, ...(readingOrder ? { readingOrder } : {}) }],
});
const identity = { sanitize: (html: string) => html };
const markupOrder = (html: string) => [...html.matchAll(/data-block-id="([^"]+)"/g)].map((m) => m[1]);

describe('default reading order', () => {
  it('reads top to bottom, then left to right, whatever the paint order', () => {
    // Painted last but at the top: the title is read first.
    const title = text('title', 60, 40, 9);
    const left = text('left', 60, 200, 0, {}, 400, 300);
    const right = text('right', 520, 230, 1); // a little lower than `left`, still beside it
    const footer = text('footer', 60, 600, 2);
    expect(ids(defaultReadingOrder([footer, right, left, title]))).toEqual(['title', 'left', 'right', 'footer']);
  });

  it('starts a new row for a block below the upper half of the row', () => {
    const a = text('a', 500, 100, 0, {}, 200, 100);
    const b = text('b', 60, 160, 0);
    expect(ids(defaultReadingOrder([a, b]))).toEqual(['a', 'b']);
    const c = text('c', 60, 140, 0);
    expect(ids(defaultReadingOrder([a, c]))).toEqual(['c', 'a']);
  });
});

describe('stored reading order', () => {
  const blocks = [text('a', 0, 0, 0), text('b', 0, 200, 1), text('c', 0, 400, 2)];

  it('is used as stored; deleted ids are dropped and new blocks come after, in default order', () => {
    expect(ids(readingOrder({ blocks, readingOrder: ['c', 'gone', 'a'] }))).toEqual(['c', 'a', 'b']);
    expect(isDefaultReadingOrder({ blocks, readingOrder: ['a', 'b', 'c'] })).toBe(true);
    expect(isDefaultReadingOrder({ blocks, readingOrder: ['b', 'a'] })).toBe(false);
  });

  it('moves a block up or down, not past either end', () => {
    expect(movedReadingOrder({ blocks }, 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(movedReadingOrder({ blocks }, 'a', -1)).toBeNull();
    expect(movedReadingOrder({ blocks, readingOrder: ['b', 'a', 'c'] }, 'b', 2)).toEqual(['a', 'c', 'b']);
  });

  it('is a slide property: set, undone, duplicated with the copy’s block ids, refused with a repeated id', () => {
    const doc = deck(blocks);
    const set = applyOp(doc, { type: 'deck.slide.set', id: 's1', props: { readingOrder: ['c', 'b', 'a'] } });
    if (!set.ok) throw new Error(set.error.message);
    expect(set.doc.slides[0]!.readingOrder).toEqual(['c', 'b', 'a']);
    const undone = applyOp(set.doc, set.inverse);
    expect(undone.ok && undone.doc.slides[0]!.readingOrder).toBeUndefined();
    const copy = applyOp(set.doc, { type: 'deck.slide.duplicate', id: 's1', copyId: 's2' });
    if (!copy.ok) throw new Error(copy.error.message);
    const copied = copy.doc.slides[1]!;
    expect(ids(readingOrder(copied))).toEqual(copied.readingOrder);
    expect(ids(readingOrder(copied))).toEqual(['c', 'b', 'a'].map((id) => copied.blocks.find((b) => b.animateId === id)!.id));
    const twice = applyOp(doc, { type: 'deck.slide.set', id: 's1', props: { readingOrder: ['a', 'a'] } });
    expect(twice.ok).toBe(false);
  });

  it('orders the player’s markup and the slide’s search text, and survives render → parse', () => {
    const doc = deck(blocks, ['c', 'a', 'b']);
    const html = render(doc, identity);
    expect(markupOrder(html)).toEqual(['c', 'a', 'b']);
    expect(slideTexts(doc)[0]!.text).toBe('c a b');
    const back = parse(html);
    expect(back.slides[0]!.readingOrder).toEqual(['c', 'a', 'b']);
    expect(ids(back.slides[0]!.blocks)).toEqual(['a', 'b', 'c']);
    expect(render(back, identity)).toBe(html);
  });
});

describe('reading order in the markup keeps the picture', () => {
  it('gives blocks sharing a z their paint rank as z-index', () => {
    // Equal z: `low` paints first (array order) though it is read last.
    const low = text('low', 0, 300, 0);
    const high = text('high', 0, 0, 0);
    const html = render(deck([low, high]), identity);
    expect(markupOrder(html)).toEqual(['high', 'low']);
    expect(html).toContain('data-block-id="low" style="left:0px;top:300px;width:200px;height:100px;z-index:0"');
    expect(html).toContain('data-block-id="high" style="left:0px;top:0px;width:200px;height:100px;z-index:1"');
    const back = parse(html).slides[0]!.blocks;
    expect(ids(back)).toEqual(['low', 'high']);
  });

  it('numbers unindexed fragments in their playing (paint) order when the markup order changes', () => {
    const first = text('first', 0, 300, 0, { fragment: { style: 'fade-in' } });
    const second = text('second', 0, 0, 1, { fragment: { style: 'fade-in' } });
    const indexed = text('indexed', 300, 0, 2, { fragment: { style: 'fade-in', index: 4 } });
    const html = render(deck([first, second, indexed]), identity);
    expect(markupOrder(html)).toEqual(['second', 'indexed', 'first']);
    expect(html).toMatch(/data-block-id="first"[^>]*><div class="sl-block-content fragment" data-fragment-index="5"/);
    expect(html).toMatch(/data-block-id="second"[^>]*><div class="sl-block-content fragment" data-fragment-index="6"/);
  });
});

describe('readable paint order (PPTX shapes)', () => {
  it('follows the reading order where blocks do not overlap, and painting where they do', () => {
    const background = text('bg', 0, 0, 0, {}, 960, 700);
    const title = text('title', 60, 40, 3);
    const body = text('body', 60, 300, 1);
    const aside = text('aside', 800, 800, 2);
    const all = [background, title, body, aside];
    const reading = readingOrder({ blocks: all, readingOrder: ['aside', 'title', 'body', 'bg'] });
    // The background lies under title and body, so it comes before them; the aside overlaps nothing and leads.
    expect(ids(readablePaintOrder(all, reading))).toEqual(['aside', 'bg', 'title', 'body']);
  });
});
