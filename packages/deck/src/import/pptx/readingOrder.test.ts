/**
 * A PowerPoint slide's reading order is its shape tree's order (what the Selection Pane and a screen reader in
 * PowerPoint go by): the import keeps it as the slide's reading order when it differs from Podium's default (top to
 * bottom, left to right), stores nothing when it does not, and an export written from a custom order reads back in it.
 */
import { describe, expect, it } from 'vitest';
import { writePptx } from '../../export/pptx/index.js';
import { readingOrder } from '../../accessibility/readingOrder.js';
import type { TextBlock } from '../../schema/block.js';
import { readPptx } from './index.js';
import { buildPptx, textBox } from './test-pptx.js';

const storeImage = async () => '/media/x.png';
const box = (text: string, at: [number, number, number, number]) => textBox('<a:bodyPr wrap="square"/>', [text], at);
const readOrderOf = (doc: Awaited<ReturnType<typeof readPptx>>['document']) =>
  readingOrder(doc.slides[0]!).map((b) => /<p[^>]*>(?:<[^>]+>)*([^<]+)/.exec((b as TextBlock).props.html)?.[1]);

describe('reading order from PowerPoint', () => {
  it('keeps a shape tree order that differs from top-to-bottom as the slide\'s reading order', async () => {
    // The author put the chart caption (bottom right) before the body (top left) in the Selection Pane.
    const slide = box('Title', [40, 20, 880, 80]) + box('Caption', [600, 400, 300, 60]) + box('Body', [40, 140, 400, 200]);
    const { document } = await readPptx(await buildPptx({ slides: [slide] }), { storeImage });
    expect(document.slides[0]!.readingOrder).toHaveLength(3);
    expect(readOrderOf(document)).toEqual(['Title', 'Caption', 'Body']);
  });

  it('stores no order when the shape tree already reads top to bottom, left to right', async () => {
    const slide = box('Title', [40, 20, 880, 80]) + box('Body', [40, 140, 400, 200]) + box('Caption', [600, 400, 300, 60]);
    const { document } = await readPptx(await buildPptx({ slides: [slide] }), { storeImage });
    expect(document.slides[0]!.readingOrder).toBeUndefined();
    expect(readOrderOf(document)).toEqual(['Title', 'Body', 'Caption']);
  });

  it('reads back the order an exported slide was written in', async () => {
    const slide = box('Title', [40, 20, 880, 80]) + box('Body', [40, 140, 400, 200]) + box('Caption', [600, 400, 300, 60]);
    const first = (await readPptx(await buildPptx({ slides: [slide] }), { storeImage })).document;
    const [title, body, caption] = readingOrder(first.slides[0]!);
    first.slides[0]!.readingOrder = [caption!.id, title!.id, body!.id];
    const written = await writePptx(first, { title: 't', width: 960, height: 540, themeColor: null, themeFont: null }, { loadImage: async () => null });
    const { document } = await readPptx(written.data, { storeImage });
    expect(readOrderOf(document)).toEqual(['Caption', 'Title', 'Body']);
  });
});
