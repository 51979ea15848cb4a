/** Reading video block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';
import type { VideoProps } from './props.js';

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
