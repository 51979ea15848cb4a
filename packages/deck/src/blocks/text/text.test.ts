import { describe, expect, it } from 'vitest';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';

describe('text block fidelity (slides.com content styles)', () => {
  const content = slBlock(
    'text',
    'left:40px;top:60px;width:400px;height:auto',
    '<p>White on grey</p>',
    ' style="z-index:11;color:rgb(255, 255, 255);background-color:#888888;text-align:right;font-size:120%;line-height:1.4;font-family:\'Open Sans\', sans-serif;letter-spacing:2px;padding:12px;border-style:dashed;border-width:3px;border-color:#ff0000;text-shadow:1px 1px #000"',
  );
  const { blocks, warnings, rendered, stable } = parseFixture(`<section>${content}</section>`);

  it('keeps colour, background, alignment, size, line height, font, spacing, padding and border', () => {
    expect(blocks[0]).toMatchObject({
      type: 'text', x: 40, y: 60, width: 400, z: 11, padding: 12,
      border: { width: 3, style: 'dashed', color: '#ff0000' },
      props: {
        html: '<p>White on grey</p>',
        autoHeight: true,
        style: { color: 'rgb(255, 255, 255)', background: '#888888', align: 'right', fontSize: '120%', lineHeight: '1.4', fontFamily: "'Open Sans', sans-serif", letterSpacing: '2px' },
      },
    });
  });
  it('renders them on the content box, with an auto height wrapper, and reads its own render back', () => {
    expect(rendered).toContain('color:rgb(255, 255, 255);background-color:#888888;text-align:right;font-size:120%');
    expect(rendered).toMatch(/class="sl-block"[^>]*data-height="100"[^>]*style="[^"]*height:auto/);
    expect(stable).toBe(true);
  });
  it('reports the declarations it could not carry', () => {
    expect(warnings).toEqual([{ slide: 1, what: 'text style text-shadow', why: 'dropped: not supported on text boxes' }]);
  });
  it('reports slides.com block animations it drops', () => {
    const { warnings } = parseFixture(`<section>${slBlock('text', 'left:0;top:0;width:10px;height:10px', 'x', ' data-animation-type="fade-in" data-animation-trigger="click"')}</section>`);
    expect(warnings).toEqual([{ slide: 1, what: 'block animation "fade-in"', why: 'dropped: not supported (use a fragment instead)' }]);
  });
  it('reports padding and borders it cannot carry', () => {
    const { warnings } = parseFixture(`<section>${slBlock('text', 'left:0;top:0;width:10px;height:10px', 'x', ' style="padding:4px 8px;border:thin groove"')}</section>`);
    expect(warnings.map((w) => [w.what, w.why])).toEqual([
      ['padding "4px 8px"', 'dropped: only one padding for all sides is kept'],
      ['border "thin groove"', 'dropped: not a border Podium can keep'],
    ]);
  });
  it('reports an unsafe value instead of writing it into the style attribute', () => {
    const bad = parseFixture(`<section>${slBlock('text', 'left:0;top:0;width:10px;height:10px', 'x', ' style="color:url(javascript:x)"')}</section>`);
    expect(bad.blocks[0]!.type).toBe('text');
    expect(bad.rendered).not.toContain('javascript');
    expect(bad.warnings).toEqual([{ slide: 1, what: 'text color "url(javascript:x)"', why: 'dropped: not a value Podium can keep' }]);
  });
});
