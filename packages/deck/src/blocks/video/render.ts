/** Video block markup: a `<video>` lazily loaded by reveal.js, which also honours `data-autoplay`. */
import type { Element } from 'domhandler';
import { renderAttrs } from '../../html/escape.js';
import { findElement } from '../../html/dom.js';
import type { VideoBlock } from '../../schema/block.js';
import type { ParsedContent, RenderedContent } from '../types.js';
import type { VideoProps } from './props.js';

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

/** Read a video block back (source from `data-src`, `src` or a `<source>` child). */
export function parseVideo(content: Element): ParsedContent<'video'> | null {
  const video = findElement(content.children, (el) => el.name === 'video');
  if (!video) return content.children.length > 0 ? null : { props: { src: '', autoplay: false, loop: false, muted: false, controls: true } };
  const source = findElement(video.children, (el) => el.name === 'source');
  const a = video.attribs;
  const props: VideoProps = {
    src: a['data-src'] ?? a.src ?? source?.attribs['data-src'] ?? source?.attribs.src ?? '',
    autoplay: 'data-autoplay' in a || 'autoplay' in a,
    loop: 'loop' in a,
    muted: 'muted' in a,
    controls: 'controls' in a,
  };
  if (a.poster !== undefined) props.poster = a.poster;
  if (content.attribs['data-media-id']) props.mediaId = content.attribs['data-media-id'];
  return { props };
}
