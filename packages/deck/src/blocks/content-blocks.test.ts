import { describe, expect, it } from 'vitest';
import { parseFragment, elements } from '../html/dom.js';
import { textSanitizer } from '../html/textSanitizer.js';
import { renderBlock } from '../render/block.js';
import { renderContext } from '../render/render.js';
import { createBlock, blockDefinition } from './registry.js';
import { blockParser } from './parsers.js';
import type { Block } from '../schema/block.js';

const ctx = renderContext({ sanitize: textSanitizer, notes: false });

/** The `.sl-block-content` element of a rendered block, parsed back to props. */
function roundTrip(block: Block) {
  const html = renderBlock(block, ctx);
  const wrapper = elements(parseFragment(html))[0]!;
  const content = elements(wrapper.children)[0]!;
  return { html, parsed: blockParser(block.type)(content as never, { parseBlock: () => null, autoSized: false }) };
}

describe('video embeds (SPEC §5)', () => {
  it('renders a provider video as an iframe carrying the playback options and reads it back', () => {
    const block = createBlock('video', { props: { src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', provider: 'youtube', autoplay: true, muted: true, loop: false, controls: true } });
    const { html, parsed } = roundTrip(block);
    expect(html).toContain('<iframe data-src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1" data-autoplay');
    expect(html).not.toContain('<video');
    expect(parsed?.props).toEqual(block.props);
  });
  it('refuses a provider that does not match the stored URL when reading back', () => {
    const block = createBlock('video', { props: { src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', provider: 'youtube' } });
    const html = renderBlock(block, ctx).replace('data-video-provider="youtube"', 'data-video-provider="vimeo"');
    const content = elements(elements(parseFragment(html))[0]!.children)[0]!;
    expect(blockParser('video')(content as never, { parseBlock: () => null, autoSized: false })).toBeNull();
  });
});

describe('table style', () => {
  it('renders padding and alignment on every cell and reads them back', () => {
    const block = createBlock('table', { props: { rows: 1, cols: 2, cells: [['a', 'b']], header: false, cellPadding: 12, textAlign: 'right', borderWidth: 2, borderColor: '#ff0000' } });
    const { html, parsed } = roundTrip(block);
    expect(html).toContain('<td style="border-width:2px;border-color:#ff0000;padding:12px;text-align:right">a</td>');
    expect(parsed?.props).toEqual(block.props);
  });
  it('rejects a table without rows or with ragged cells', () => {
    const def = blockDefinition('table');
    expect(def.props.safeParse({ rows: 0, cols: 1, cells: [], header: false }).success).toBe(false);
    expect(def.props.safeParse({ rows: 2, cols: 2, cells: [['a', 'b'], ['c']], header: false }).success).toBe(false);
  });
});

describe('code props', () => {
  it('reads an unknown language in markup as Automatic and an unknown theme as monokai', () => {
    const content = elements(parseFragment('<div class="sl-block-content" data-highlight-theme="neon"><pre><code class="language-klingon">x</code></pre></div>'))[0]!;
    const parsed = blockParser('code')(content as never, { parseBlock: () => null, autoSized: false });
    expect(parsed?.props).toMatchObject({ language: 'auto', theme: 'monokai', code: 'x' });
  });
  it('accepts reveal.js line-highlight steps and refuses anything else', () => {
    const def = blockDefinition('code');
    expect(def.props.safeParse({ language: 'javascript', code: '', theme: 'monokai', lineNumbers: true, highlight: '1|2-3|4,6-8' }).success).toBe(true);
    expect(def.props.safeParse({ language: 'javascript', code: '', theme: 'monokai', lineNumbers: true, highlight: '1|x' }).success).toBe(false);
  });
});
