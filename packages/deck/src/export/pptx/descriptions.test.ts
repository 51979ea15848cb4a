/** Alternative text through PowerPoint: written as `descr` (and Office's decorative mark), and read back by the importer. */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createBlock } from '../../blocks/registry.js';
import type { Block } from '../../schema/block.js';
import type { DeckDocument } from '../../schema/document.js';
import { readPptx } from '../../import/pptx/index.js';
import { writePptx } from './index.js';

// A 1×1 PNG.
const PNG = 'image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const image = (id: string, props: Record<string, unknown>, extra: Pick<Block, 'fragment'> | object = {}): Block =>
  ({ ...createBlock('image', { id, x: 0, y: 0, width: 200, height: 100, props: { src: 'https://example.com/a.png', ...props } }), ...extra }) as Block;

const doc: DeckDocument = {
  schemaVersion: 1,
  slides: [{
    id: 's1', hidden: false, notes: '', classes: [],
    blocks: [
      image('chart', { alt: 'Sales rose 20% in May' }),
      image('bare', {}),
      image('border', { decorative: true }),
      image('later', { alt: 'Shown on click' }, { fragment: { style: 'fade-in' } }),
      createBlock('shape', { id: 'star', x: 300, y: 0, width: 100, height: 100, props: { kind: 'star', fill: '#ff0000', alt: 'Five stars' } }),
    ],
  }],
};

async function written() {
  const { data } = await writePptx(doc, { title: 'T', width: 960, height: 700, themeColor: null, themeFont: null }, { loadImage: async () => ({ data: PNG }) });
  return data;
}

describe('alternative text in PowerPoint', () => {
  it('writes descr for described pictures and shapes, none for pictures without one, and marks decorative ones', async () => {
    const xml = await (await JSZip.loadAsync(await written())).file('ppt/slides/slide1.xml')!.async('string');
    const cNvPr = [...xml.matchAll(/<p:cNvPr\b[^>]*?(?:\/>|>[\s\S]*?<\/p:cNvPr>)/g)].map((m) => m[0]);
    const named = (marker: string) => cNvPr.filter((el) => el.includes(marker));
    expect(named('descr="Sales rose 20% in May"')).toHaveLength(1);
    expect(named('descr="Five stars"')).toHaveLength(1);
    // The fragment keeps its animation name and gets its text.
    expect(named('descr="Shown on click"')[0]).toMatch(/name="podium-fragment-0-in-later /);
    expect(named('adec:decorative')).toHaveLength(1);
    expect(xml).not.toContain('preencoded');
    expect(xml).toContain('<p:timing>');
  });

  it('reads descr back as alternative text and the decorative mark as decorative', async () => {
    const { document } = await readPptx(await written(), { storeImage: async () => 'https://example.com/stored.png' });
    const props = document.slides[0]!.blocks.map((b) => b.props as { alt?: string; decorative?: boolean });
    expect(props.map((p) => p.alt ?? (p.decorative ? '(decorative)' : null))).toEqual([
      'Sales rose 20% in May', null, '(decorative)', 'Shown on click', 'Five stars',
    ]);
  });
});
