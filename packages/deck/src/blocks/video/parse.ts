/** Reading video block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { embedProvider } from '@podium/shared';
import { findElement } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';
import type { VideoProps } from './props.js';

/** An embedded site video: the base URL and flags are kept on the content element (the iframe URL adds options). */
function parseEmbed(content: Element): ParsedContent<'video'> | null {
  const a = content.attribs;
  const src = a['data-video-src'] ?? '';
  const provider = embedProvider(src);
  if (!provider || provider !== a['data-video-provider']) return null;
  const flags = new Set((a['data-video-options'] ?? '').split(/\s+/));
  const props: VideoProps = { src, provider, autoplay: flags.has('autoplay'), loop: flags.has('loop'), muted: flags.has('muted'), controls: flags.has('controls') };
  if (a['data-media-id']) props.mediaId = a['data-media-id'];
  return { props };
}

/** Read a video block back (source from `data-src`, `src` or a `<source>` child, or a site embed). */
export function parseVideo(content: Element): ParsedContent<'video'> | null {
  if (content.attribs['data-video-provider']) return parseEmbed(content);
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
