import { describe, expect, it } from 'vitest';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';

describe('iframe block fidelity', () => {
  it('keeps sandbox and allow from slides.com blocks and plain reveal.js iframes', () => {
    const frame = '<iframe data-src="https://example.com/app" sandbox="allow-scripts  allow-forms" allow="fullscreen; clipboard-write"></iframe>';
    const { slides, warnings, rendered, stable } = parseFixture(
      `<section>${slBlock('iframe', 'left:0;top:0;width:500px;height:300px', frame)}</section><section><iframe src="https://example.com/b" sandbox allow="autoplay"></iframe></section>`,
    );
    expect(slides[0]!.blocks[0]).toMatchObject({ type: 'iframe', props: { src: 'https://example.com/app', sandbox: 'allow-scripts allow-forms', allow: 'fullscreen; clipboard-write' } });
    expect(slides[1]!.blocks[0]).toMatchObject({ type: 'iframe', props: { src: 'https://example.com/b', sandbox: '', allow: 'autoplay' } });
    expect(rendered).toContain('<iframe data-src="https://example.com/app" sandbox="allow-scripts allow-forms" allow="fullscreen; clipboard-write" allowfullscreen title="Embedded web page">');
    expect(rendered).toContain('sandbox="" allow="autoplay"');
    expect(warnings).toEqual([]);
    expect(stable).toBe(true);
  });
});
