/** Video block markup: a `<video>` lazily loaded by reveal.js, which also honours `data-autoplay`. */
import { renderAttrs } from '../../html/escape.js';
import type { VideoBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';
import type { VideoProps } from './props.js';
import { A11Y_TEXT, embedWithOptions } from '@podium/shared';

/** Render a video block's content. */
export function renderVideo(block: VideoBlock): RenderedContent {
  const p = block.props;
  if (!p.src) return { attrs: [['data-media-id', p.mediaId]], html: '' };
  if (p.provider) {
    // A site's player in an iframe; reveal.js starts `data-autoplay` iframes itself, the URL carries the other flags.
    const frame = `<iframe${renderAttrs([
      ['data-src', embedWithOptions({ provider: p.provider, url: p.src }, p)],
      ['data-autoplay', p.autoplay || undefined],
      ['allow', 'autoplay; fullscreen; picture-in-picture; encrypted-media'],
      ['allowfullscreen', true],
      ['title', p.title || A11Y_TEXT.embeddedVideo],
    ])}></iframe>`;
    return { attrs: [['data-video-provider', p.provider], ['data-video-src', p.src], ['data-video-options', optionFlags(p)]], html: frame };
  }
  const video = `<video${renderAttrs([
    ['data-src', p.src],
    ['poster', p.poster],
    ['aria-label', p.title],
    ['controls', p.controls || undefined],
    ['data-autoplay', p.autoplay || undefined],
    ['loop', p.loop || undefined],
    ['muted', p.muted || undefined],
    ['playsinline', true],
  ])}></video>`;
  return { attrs: [['data-media-id', p.mediaId]], html: video };
}

/** The playback flags kept on a site embed's content element (the iframe URL carries them in the site's own terms). */
function optionFlags(p: VideoProps): string {
  return (['autoplay', 'loop', 'muted', 'controls'] as const).filter((k) => p[k]).join(' ');
}
