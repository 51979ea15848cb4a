/**
 * Text colour and effects a shape takes from its style (`p:style`) and its effect list: the style's font colour wins
 * over the presentation's default text colour (as PowerPoint draws it), an outer shadow on a box without fill becomes
 * a CSS text shadow and on a filled shape the shape's drop shadow, and the effects CSS cannot show here are reported,
 * one line each. Both shadows go back to PowerPoint as they came.
 */
import { describe, expect, it } from 'vitest';
import type { ShapeBlock, TextBlock } from '../../schema/block.js';
import { writePptx } from '../../export/pptx/index.js';
import { readPptx } from './index.js';
import { buildPptx, textBox } from './test-pptx.js';

const storeImage = async () => '/media/x.png';
const fontRef = (color: string) => `<p:style><a:lnRef idx="0"><a:schemeClr val="accent1"/></a:lnRef><a:fillRef idx="0"><a:schemeClr val="accent1"/></a:fillRef>`
  + `<a:effectRef idx="0"><a:schemeClr val="accent1"/></a:effectRef><a:fontRef idx="minor"><a:schemeClr val="${color}"/></a:fontRef></p:style>`;
const SLIDE = [
  textBox('<a:bodyPr/>', ['Accent coloured'], [40, 40, 300, 50], { style: fontRef('accent2') }),
  textBox('<a:bodyPr/>', ['Own colour wins'], [40, 100, 300, 50], { style: fontRef('accent2'), rPr: '<a:solidFill><a:srgbClr val="112233"/></a:solidFill>' }),
  textBox('<a:bodyPr/>', ['Shadowed'], [40, 160, 300, 50], {
    spPr: '<a:noFill/><a:effectLst><a:outerShdw blurRad="50800" dist="38100" dir="2700000"><a:srgbClr val="000000"><a:alpha val="40000"/></a:srgbClr></a:outerShdw></a:effectLst>',
  }),
  textBox('<a:bodyPr/>', ['Glowing'], [40, 220, 300, 50], { rPr: '<a:effectLst><a:glow rad="63500"><a:srgbClr val="FFC000"/></a:glow></a:effectLst>' }),
  // A filled shape with the theme's third effect style (an outer shadow) and white text from its style.
  textBox('<a:bodyPr anchor="ctr"/>', ['Label'], [400, 40, 200, 100], {
    spPr: '<a:solidFill><a:schemeClr val="accent1"/></a:solidFill>',
    style: fontRef('lt1').replace('<a:effectRef idx="0">', '<a:effectRef idx="3">'),
  }).replace('<a:p><a:r>', '<a:p><a:pPr algn="ctr"/><a:r>'),
].join('');

describe('PowerPoint shape styles: text colour and effects', () => {
  it('carries the style\'s font colour and outer shadows, and reports the effects it cannot show', async () => {
    const result = await readPptx(await buildPptx({ slides: [SLIDE] }), { storeImage });
    const blocks = result.document.slides[0]!.blocks;
    const text = (words: string) => blocks.find((b): b is TextBlock => b.type === 'text' && b.props.html.includes(words))!.props.html;
    expect(text('Accent coloured')).toContain('color: #ed7d31');
    expect(text('Accent coloured')).not.toContain('color: #000000');
    expect(text('Own colour wins')).toContain('color: #112233');
    // 3 pt at 45°: 2.83 px right and down; 4 pt blur = 5.33 px; black at 40 %.
    expect(text('Shadowed')).toContain('text-shadow: 2.83px 2.83px 5.33px rgba(0, 0, 0, 0.4)');
    expect(text('Accent coloured')).not.toContain('text-shadow');
    const shape = blocks.find((b): b is ShapeBlock => b.type === 'shape')!;
    // The theme's third effect style: 1.5 pt straight down, 4.5 pt blur, black at 63 %.
    expect(shape.props).toMatchObject({ fill: '#4472c4', text: 'Label', textColor: '#ffffff', shadow: '0px 2px 6px rgba(0, 0, 0, 0.63)' });
    expect(result.warnings.map((w) => `${w.what}: ${w.why}`)).toEqual(['text glow: dropped']);
  });

  it('writes text and shape shadows back to PowerPoint as outer shadows, read the same again', async () => {
    const first = await readPptx(await buildPptx({ slides: [SLIDE] }), { storeImage });
    const written = await writePptx(first.document, { title: 't', width: 960, height: 540, themeColor: null, themeFont: null }, { loadImage: async () => null });
    const again = (await readPptx(written.data, { storeImage })).document.slides[0]!.blocks;
    const shadowed = again.find((b): b is TextBlock => b.type === 'text' && b.props.html.includes('Shadowed'))!;
    expect(shadowed.props.html).toContain('text-shadow: 2.83px 2.83px 5.33px rgba(0, 0, 0, 0.4)');
    const plain = again.find((b): b is TextBlock => b.type === 'text' && b.props.html.includes('Accent coloured'))!;
    expect(plain.props.html).not.toContain('text-shadow');
    expect(again.find((b): b is ShapeBlock => b.type === 'shape')!.props.shadow).toBe('0px 2px 6px rgba(0, 0, 0, 0.63)');
  });
});
