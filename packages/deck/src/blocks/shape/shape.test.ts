import { describe, expect, it } from 'vitest';
import { createBlock } from '../registry.js';
import { renderContext } from '../../render/render.js';
import { renderBlock } from '../../render/block.js';
import { parse } from '../../parse/parse.js';
import { SHAPE_KINDS } from './props.js';

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

  it('renders no text element without text', () => {
    expect(renderBlock(createBlock('shape', { props: { kind: 'rect', fill: '#000000' } }), ctx)).not.toContain('sl-shape-text');
  });
});
