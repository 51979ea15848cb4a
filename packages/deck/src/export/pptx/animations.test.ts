import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createBlock } from '../../blocks/registry.js';
import type { Block } from '../../schema/block.js';
import type { DeckDocument } from '../../schema/document.js';
import { fragmentSteps } from './fragments.js';
import { writePptx } from './index.js';

const text = (id: string, html: string, fragment?: Block['fragment']): Block =>
  ({ ...createBlock('text', { id, x: 0, y: 0, width: 400, height: 80, props: { html } }), ...(fragment ? { fragment } : {}) });

describe('fragments as click animations', () => {
  it('orders steps like reveal.js: by index, then unindexed fragments one step each', () => {
    const steps = fragmentSteps([
      text('a', 'a', { style: 'fade-in' }),
      text('b', 'b', { style: 'fade-in', index: 2 }),
      text('c', 'c', { style: 'fade-out', index: 1 }),
      text('d', 'd', { style: 'fade-up', index: 2 }),
      text('plain', 'no fragment'),
    ]);
    expect([...steps]).toEqual([['c', 0], ['b', 1], ['d', 1], ['a', 2]]);
  });

  it('writes one click per step with fade entrances and exits on the named shapes', async () => {
    const doc: DeckDocument = {
      schemaVersion: 1,
      slides: [
        { id: 's1', hidden: false, notes: '', classes: [], blocks: [text('title', '<p>Title</p>'), text('first', '<p>First</p>', { style: 'fade-in' }), text('gone', '<p>Gone</p>', { style: 'fade-out' })] },
        { id: 's2', hidden: false, notes: '', classes: [], blocks: [text('still', '<p>No fragments</p>')] },
      ],
    };
    const { data, warnings } = await writePptx(doc, { title: 'T', width: 960, height: 700, themeColor: null, themeFont: null }, { loadImage: async () => null });
    const zip = await JSZip.loadAsync(data);
    const slide1 = await zip.file('ppt/slides/slide1.xml')!.async('string');
    const id = (name: string) => new RegExp(`<p:cNvPr id="(\\d+)" name="podium-fragment-\\d+-\\w+-${name}"`).exec(slide1)?.[1];
    expect(id('first')).toBeDefined();
    expect(slide1.match(/nodeType="clickEffect"/g)).toHaveLength(2);
    expect(slide1).toMatch(new RegExp(`presetClass="entr"[^]*?<p:spTgt spid="${id('first')}"/>`));
    expect(slide1).toMatch(new RegExp(`presetClass="exit"[^]*?<p:spTgt spid="${id('gone')}"/>`));
    expect(slide1.indexOf('<p:timing>')).toBeGreaterThan(slide1.indexOf('</p:clrMapOvr>'));
    expect(await zip.file('ppt/slides/slide2.xml')!.async('string')).not.toContain('<p:timing>');
    expect(warnings.filter((w) => w.what === 'fragment')).toEqual([]);
  });
});
