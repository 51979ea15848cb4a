import { describe, expect, it } from 'vitest';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';

describe('image block fidelity (crop written on the <img>)', () => {
  it('reads data-crop-* from the <img> and renders the crop', () => {
    const img = '<img data-src="https://example.com/cat.jpg" data-natural-width="1000" data-natural-height="500" data-crop-x="0.1" data-crop-y="0.2" data-crop-width="0.5" data-crop-height="0.6">';
    const { blocks, warnings, rendered, stable } = parseFixture(`<section>${slBlock('image', 'left:0;top:0;width:500px;height:300px', img)}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'image', width: 500, height: 300, props: { crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 }, naturalWidth: 1000 } });
    expect(rendered).toContain('data-crop-x="0.1"');
    expect(rendered).toContain('left:-20%;top:-33.333333%;width:200%;height:166.666667%');
    expect(warnings).toEqual([]);
    expect(stable).toBe(true);
  });
  it('derives the crop from the <img> inline position inside its box', () => {
    const img = '<img src="https://example.com/cat.jpg" style="left:-100px;top:-50px;width:400px;height:200px">';
    const { blocks } = parseFixture(`<section>${slBlock('image', 'left:10px;top:10px;width:200px;height:100px', img)}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'image', props: { crop: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 } } });
  });
  it('reads crop values in px of the natural size', () => {
    const img = '<img src="a.png" data-natural-width="800" data-natural-height="400" data-crop-x="200" data-crop-y="0" data-crop-width="400" data-crop-height="400">';
    const { blocks } = parseFixture(`<section>${slBlock('image', 'left:0;top:0;width:400px;height:400px', img)}</section>`);
    expect(blocks[0]).toMatchObject({ props: { crop: { x: 0.25, y: 0, width: 0.5, height: 1 } } });
  });
  it('renders an image without alternative text as decorative (alt="") and reads that back as no alt text', () => {
    const { blocks, rendered, stable } = parseFixture(`<section>${slBlock('image', 'left:0;top:0;width:10px;height:10px', '<img src="a.png">')}</section>`);
    expect(blocks[0]!.props).not.toHaveProperty('alt');
    expect(rendered).toContain('<img data-src="a.png" alt="">');
    expect(stable).toBe(true);
    const described = parseFixture(`<section>${slBlock('image', 'left:0;top:0;width:10px;height:10px', '<img src="a.png" alt="A cat">')}</section>`);
    expect(described.blocks[0]!.props).toMatchObject({ alt: 'A cat' });
    expect(described.rendered).toContain('alt="A cat"');
  });
  it('reports content styles an image block does not carry', () => {
    const { warnings } = parseFixture(`<section>${slBlock('image', 'left:0;top:0;width:10px;height:10px', '<img src="a.png">', ' style="filter:grayscale(1);opacity:0.5"')}</section>`);
    expect(warnings).toEqual([{ slide: 1, what: 'image style filter', why: 'dropped: not supported on this kind of block' }]);
  });
});
