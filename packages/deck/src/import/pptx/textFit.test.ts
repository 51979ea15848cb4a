/**
 * Text boxes PowerPoint keeps on one line (`wrap="none"`) or fits to their text (`normAutofit` shrinks it, `spAutoFit`
 * grows the box): the imported text keeps its line breaks and its shrunk size, and the settings come back when the
 * deck is written to PowerPoint and read again. None of it is a loss, so none of it is in the report.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from '../../schema/block.js';
import { writePptx } from '../../export/pptx/index.js';
import { renderText } from '../../blocks/text/render.js';
import { readPptx } from './index.js';
import { buildPptx, textBox } from './test-pptx.js';

const storeImage = async () => '/media/x.png';
const SLIDE = [
  textBox('<a:bodyPr wrap="none" rtlCol="0"/>', ['One textbox', 'Second line'], [40, 40, 90, 80]),
  textBox('<a:bodyPr wrap="square"><a:normAutofit fontScale="62500" lnSpcReduction="20000"/></a:bodyPr>', ['Shrunk textbox'], [40, 200, 200, 60]),
  textBox('<a:bodyPr wrap="square"><a:spAutoFit/></a:bodyPr>', ['Growing textbox'], [400, 200, 200, 40]),
  textBox('<a:bodyPr wrap="square"/>', ['Plain textbox'], [400, 40, 200, 40]),
].join('');
const texts = (doc: Awaited<ReturnType<typeof readPptx>>['document']) =>
  Object.fromEntries(doc.slides[0]!.blocks.filter((b): b is TextBlock => b.type === 'text')
    .map((b) => [/>([^<]*textbox)</i.exec(b.props.html)?.[1] ?? '?', b]));

describe('PowerPoint text boxes that do not wrap or that fit their text', () => {
  it('keeps a wrap="none" box on its own lines and never breaks a fitted box\'s words', async () => {
    const result = await readPptx(await buildPptx({ slides: [SLIDE] }), { storeImage });
    const boxes = texts(result.document);
    const oneLine = boxes['One textbox']!;
    expect(oneLine.props.style).toEqual({ whiteSpace: 'nowrap' });
    expect(oneLine.props.html).toMatch(/One textbox<\/span><\/p><p [^>]*><span [^>]*>Second line/);
    // What the player gets: the content box does not wrap, so "textbox" never ends up as "textbo / x".
    expect(renderText(oneLine, { sanitize: (h: string) => h } as never).style).toContain('white-space:nowrap');

    const shrunk = boxes['Shrunk textbox']!;
    expect(shrunk.props).toMatchObject({ shrinkText: true, style: { overflowWrap: 'normal' } });
    // 24 pt at PowerPoint's 62.5 %: 20 px.
    expect(shrunk.props.html).toContain('font-size: 20px');
    expect(renderText(shrunk, { sanitize: (h: string) => h } as never).style).toContain('overflow-wrap:normal');

    expect(boxes['Growing textbox']!.props).toMatchObject({ autoHeight: true, style: { overflowWrap: 'normal' } });
    expect(boxes['Plain textbox']!.props.style).toBeUndefined();
    expect(boxes['Plain textbox']!.props.autoHeight).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  it('writes the settings back to PowerPoint and reads them the same again', async () => {
    const first = await readPptx(await buildPptx({ slides: [SLIDE] }), { storeImage });
    const written = await writePptx(first.document, { title: 't', width: 960, height: 540, themeColor: null, themeFont: null }, { loadImage: async () => null });
    const xml = await (await JSZip.loadAsync(written.data)).file('ppt/slides/slide1.xml')!.async('string');
    const bodyOf = (text: string) => {
      const sp = xml.split('<p:sp>').find((s) => s.includes(text))!;
      return /<a:bodyPr[^>]*>(.*?)<\/a:bodyPr>|<a:bodyPr[^>]*\/>/.exec(sp)![0];
    };
    expect(bodyOf('One textbox')).toMatch(/wrap="none"/);
    expect(bodyOf('Shrunk textbox')).toMatch(/wrap="square".*<a:normAutofit\/>/);
    expect(bodyOf('Growing textbox')).toMatch(/<a:spAutoFit\/>/);
    expect(bodyOf('Plain textbox')).not.toMatch(/wrap="none"|Autofit|spAutoFit/);

    const again = texts((await readPptx(written.data, { storeImage })).document);
    expect(again['One textbox']!.props.style).toMatchObject({ whiteSpace: 'nowrap' });
    expect(again['Shrunk textbox']!.props).toMatchObject({ shrinkText: true, style: { overflowWrap: 'normal' } });
    expect(again['Growing textbox']!.props).toMatchObject({ autoHeight: true });
    expect(again['Plain textbox']!.props.autoHeight).toBeUndefined();
  });

  it('keeps a shape\'s one-line text unwrapped: a text block over the shape instead of a label that wraps', async () => {
    const shape = textBox('<a:bodyPr wrap="none" anchor="ctr"/>', ['Centred textbox'], [40, 40, 80, 60], { spPr: '<a:solidFill><a:srgbClr val="4472C4"/></a:solidFill>' })
      .replace('<a:p><a:r>', '<a:p><a:pPr algn="ctr"/><a:r>');
    const result = await readPptx(await buildPptx({ slides: [shape] }), { storeImage });
    const blocks = result.document.slides[0]!.blocks;
    expect(blocks.map((b) => b.type)).toEqual(['shape', 'text']);
    expect((blocks[0] as { props: { text?: string } }).props.text).toBeUndefined();
    expect((blocks[1] as TextBlock).props.style).toEqual({ whiteSpace: 'nowrap' });
    expect(result.warnings).toEqual([]);
  });
});
