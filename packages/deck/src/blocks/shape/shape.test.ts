import { describe, expect, it } from 'vitest';
import { createBlock } from '../registry.js';
import { renderContext } from '../../render/render.js';
import { renderBlock } from '../../render/block.js';
import { parse } from '../../parse/parse.js';
import { SHAPE_KINDS, ShapeProps } from './props.js';

const ctx = renderContext();

describe('shape block', () => {
  it('draws every kind as a filled SVG element', () => {
    for (const kind of SHAPE_KINDS) {
      const html = renderBlock(createBlock('shape', { props: { kind, fill: '#123456' } }), ctx);
      expect(html, kind).toMatch(/<(rect|ellipse|polygon|path) [^>]*fill="#123456"/);
      expect(html, kind).not.toMatch(/points=""|d=""/);
    }
  });

  it('shows text inside, escaped, with line breaks, colour and size, and reads it back', () => {
    const block = createBlock('shape', { id: 'sh1', props: { kind: 'speech-bubble', fill: '#000000', text: 'a < b\n& "c"', textColor: '#ffffff', textSize: 24 } });
    const html = renderBlock(block, ctx);
    expect(html).toContain('<div class="sl-shape-text sl-shape-text--bubble" style="color:#ffffff;font-size:24px">a &lt; b<br>&amp; "c"</div>');
    const back = parse(`<section>${html}</section>`).slides[0]!.blocks[0]!;
    expect(back.type === 'shape' && back.props).toMatchObject({ text: 'a < b\n& "c"', textColor: '#ffffff', textSize: 24 });
    expect(renderBlock(back, ctx)).toBe(html);
  });

  it('draws a drop shadow under the outline and reads it back; a shadow that is not `x y blur colour` is refused', () => {
    const block = createBlock('shape', { id: 'sh2', props: { kind: 'star', fill: '#ffc000', shadow: '0px 2px 6px rgba(0, 0, 0, 0.63)' } });
    const html = renderBlock(block, ctx);
    expect(html).toContain('style="overflow:visible;filter:drop-shadow(0px 2px 6px rgba(0, 0, 0, 0.63))"');
    const back = parse(`<section>${html}</section>`).slides[0]!.blocks[0]!;
    expect(back.type === 'shape' && back.props.shadow).toBe('0px 2px 6px rgba(0, 0, 0, 0.63)');
    expect(renderBlock(back, ctx)).toBe(html);
    for (const shadow of ['2px 2px red', '1px 1px 1px red;background:url(x)', '1px 1px 1px url(x)', '1em 1px 1px red']) {
      expect(ShapeProps.safeParse({ kind: 'rect', fill: '#000000', shadow }).success, shadow).toBe(false);
    }
  });

  it('renders no text element without text', () => {
    expect(renderBlock(createBlock('shape', { props: { kind: 'rect', fill: '#000000' } }), ctx)).not.toContain('sl-shape-text');
  });
});
