import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { writePptx } from '../../export/pptx/index.js';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';
import { parse } from '../../parse/parse.js';

const line = (wrapper: string, attrs: string): string =>
  slBlock('line', wrapper, '<svg></svg>', ` ${attrs}`);

describe('line block fidelity (slides.com auto-sized lines)', () => {
  // As slides.com writes it: the wrapper's left/top place the SVG; the endpoints are in its viewBox (negative here).
  const slidesComLine = line(
    'width:auto;height:auto;min-width:1px;min-height:1px;left:300px;top:200px',
    'data-line-x1="-50" data-line-y1="40" data-line-x2="150" data-line-y2="-10" data-line-color="rgb(10, 20, 30)" data-line-width="5px" data-line-style="dotted" data-line-start-type="circle" data-line-end-type="line-arrow"',
  ).replace('<svg></svg>', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="-50 -10 200 50"><line x1="-50" y1="40" x2="150" y2="-10"></line></svg>');

  it('places the line at its wrapper\'s left/top, with endpoints read from its SVG\'s (negative) viewBox coordinates', () => {
    const { blocks, warnings, rendered, stable } = parseFixture(`<section>${slidesComLine}</section>`);
    expect(blocks[0]).toMatchObject({
      type: 'line', x: 300, y: 200, width: 200, height: 50,
      props: { x1: 0, y1: 50, x2: 200, y2: 0, color: 'rgb(10, 20, 30)', width: 5, style: 'dotted', startType: 'circle', endType: 'line-arrow' },
    });
    expect(rendered).toContain('left:300px;top:200px;width:200px;height:50px');
    expect(rendered).toContain('stroke-dasharray="5 5"');
    expect(warnings).toEqual([]);
    expect(stable).toBe(true);
    expect(parse(rendered).slides[0]!.blocks[0]).toMatchObject({ x: 300, y: 200, width: 200, height: 50, props: { x1: 0, y1: 50, x2: 200, y2: 0 } });
  });

  it('without a viewBox, spans the endpoints from the wrapper\'s left/top', () => {
    const { blocks } = parseFixture(`<section>${line('width:auto;height:auto;left:100px;top:80px', 'data-line-x1="-136" data-line-y1="0" data-line-x2="264" data-line-y2="0"')}</section>`);
    expect(blocks[0]).toMatchObject({ x: 100, y: 80, width: 400, height: 1, props: { x1: 0, y1: 0, x2: 400, y2: 0 } });
  });

  it('is written to PowerPoint where the parsed slides.com line is', async () => {
    const doc = parse(`<section>${slidesComLine}</section>`);
    const { data } = await writePptx(doc, { title: 'Line', width: 960, height: 700, themeColor: null, themeFont: null }, { loadImage: async () => null });
    const xml = await (await JSZip.loadAsync(data)).file('ppt/slides/slide1.xml')!.async('string');
    const emu = (px: number): number => Math.round((px / 96) * 914400);
    // From (300, 250) to (500, 200): the box starts at (300, 200), 200×50, flipped vertically.
    expect(xml).toMatch(new RegExp(`<a:xfrm flipV="1"><a:off x="${emu(300)}" y="${emu(200)}"/><a:ext cx="${emu(200)}" cy="${emu(50)}"/>`));
  });

  it('keeps a line with a colour it cannot carry, in black, and says so', () => {
    const { blocks, warnings } = parseFixture(`<section>${line('width:auto;height:auto;left:0;top:0', 'data-line-x1="0" data-line-y1="0" data-line-x2="10" data-line-y2="0" data-line-color="var(--accent)"')}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'line', props: { color: '#000000' } });
    expect(warnings).toEqual([{ slide: 1, what: 'line colour "var(--accent)"', why: 'replaced by black: not a colour Podium can keep' }]);
  });
});
