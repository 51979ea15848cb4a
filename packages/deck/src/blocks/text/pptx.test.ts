/**
 * A text block's own box styles go to PowerPoint: the box's fill, and its text colour, size, font and alignment on
 * every run (headings sized from the box's size, as the player sizes them); the inline HTML styles still win.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writePptx } from '../../export/pptx/index.js';
import type { DeckDocument } from '../../schema/document.js';
import { createBlock } from '../registry.js';

async function slideXml(props: Record<string, unknown>): Promise<string> {
  const text = createBlock('text', { x: 40, y: 40, width: 600, height: 200, props });
  const doc = { schemaVersion: 1, slides: [{ id: 's1', hidden: false, notes: '', classes: [], blocks: [text] }] } as DeckDocument;
  const { data } = await writePptx(doc, { title: 't', width: 960, height: 540, themeColor: null, themeFont: null }, { loadImage: async () => null });
  return (await JSZip.loadAsync(data)).file('ppt/slides/slide1.xml')!.async('string');
}

/** The `a:rPr` of the run holding `text`. */
const runProps = (xml: string, text: string) => new RegExp(`<a:rPr([^>]*)>((?:(?!</a:rPr>).)*)</a:rPr><a:t>${text}</a:t>`, 's').exec(xml);

describe('text block box styles in PowerPoint', () => {
  it('writes the box fill and the box text colour, size, font and alignment', async () => {
    const xml = await slideXml({
      html: '<h2>Title</h2><p>Body <span style="color: #0000ff">blue</span></p>',
      style: { color: '#ff0000', background: '#00ff00', fontSize: '40px', align: 'right', fontFamily: 'Georgia, serif' },
    });
    expect(xml).toMatch(/<p:spPr>.*<a:solidFill><a:srgbClr val="00FF00"\/><\/a:solidFill>.*<\/p:spPr>/s);
    // 40 px is 30 pt; an h2 is 1.6 times the box's size: 64 px, 48 pt.
    const body = runProps(xml, 'Body ')!;
    expect(body[1]).toContain('sz="3000"');
    expect(body[2]).toContain('<a:srgbClr val="FF0000"/>');
    expect(body[2]).toContain('typeface="Georgia"');
    expect(runProps(xml, 'Title')![1]).toContain('sz="4800"');
    expect(runProps(xml, 'blue')![2]).toContain('<a:srgbClr val="0000FF"/>');
    expect(xml).toContain('algn="r"');
  });

  it('writes no fill and the theme text for a box without styles', async () => {
    const xml = await slideXml({ html: '<p>Plain</p>' });
    expect(xml).not.toMatch(/<p:spPr>.*<a:solidFill>.*<\/p:spPr>/s);
    // The deck's text size, 32 px: 24 pt.
    expect(runProps(xml, 'Plain')![1]).toContain('sz="2400"');
  });
});
