/** Video block markup: a `<video>` lazily loaded by reveal.js, which also honours `data-autoplay`. */
import { renderAttrs } from '../../html/escape.js';
import type { VideoBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** Render a video block's content. */
export function renderVideo(block: VideoBlock): RenderedContent {
  const p = block.props;
  if (!p.src) return { attrs: [['data-media-id', p.mediaId]], html: '' };
  const video = `<video${renderAttrs([
    ['data-src', p.src],
    ['poster', p.poster],
    ['controls', p.controls || undefined],
    ['data-autoplay', p.autoplay || undefined],
    ['loop', p.loop || undefined],
    ['muted', p.muted || undefined],
    ['playsinline', true],
  ])}></video>`;
  return { attrs: [['data-media-id', p.mediaId]], html: video };
}
