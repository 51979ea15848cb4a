import { describe, expect, it } from 'vitest';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';

describe('video block fidelity (video-site iframes)', () => {
  it('keeps a YouTube iframe as a working video block', () => {
    const frame = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1" allowfullscreen></iframe>';
    const { blocks, warnings, rendered, stable } = parseFixture(`<section>${slBlock('video', 'left:0;top:0;width:640px;height:360px', frame)}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'video', props: { provider: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', autoplay: true, muted: true, controls: true } });
    expect(rendered).toContain('data-video-provider="youtube"');
    expect(rendered).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1');
    expect(warnings).toEqual([]);
    expect(stable).toBe(true);
  });
  it('keeps a page from an unknown site as an iframe block, never an empty snippet, and reports it', () => {
    const frame = '<iframe src="https://player.example.org/v/42"></iframe>';
    const { blocks, warnings, rendered } = parseFixture(`<section>${slBlock('video', 'left:0;top:0;width:640px;height:360px', frame)}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'iframe', width: 640, props: { src: 'https://player.example.org/v/42' } });
    expect(rendered).toContain('data-src="https://player.example.org/v/42"');
    expect(warnings).toEqual([{ slide: 1, what: 'video', why: 'kept as an iframe block (the site is not a known video provider)' }]);
  });
  it('makes a plain reveal.js video-site iframe a video block', () => {
    const { blocks, warnings } = parseFixture('<section><iframe width="560" height="315" src="https://player.vimeo.com/video/76979871?loop=1"></iframe></section>');
    expect(blocks[0]).toMatchObject({ type: 'video', width: 560, height: 315, props: { provider: 'vimeo', loop: true } });
    expect(warnings).toEqual([]);
  });
});
