/** Reading video block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { A11Y_TEXT, embedProvider, videoEmbed } from '@podium/shared';
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
  const title = findElement(content.children, (el) => el.name === 'iframe')?.attribs.title?.trim();
  if (title && title !== A11Y_TEXT.embeddedVideo) props.title = title;
  return { props };
}

/** A video-site `<iframe>` (slides.com video blocks hold one) as an embed; null for other pages. */
export function parseSiteFrame(frame: Element): ParsedContent<'video'> | null {
  const src = frame.attribs['data-src'] ?? frame.attribs.src ?? '';
  const embed = videoEmbed(src.startsWith('//') ? `https:${src}` : src);
  if (!embed) return null;
  const params = new URL(src, 'https://x.invalid').searchParams;
  const on = (...keys: string[]): boolean => keys.some((k) => ['1', 'true'].includes(params.get(k) ?? ''));
  return {
    props: {
      src: embed.url, provider: embed.provider,
      autoplay: 'data-autoplay' in frame.attribs || on('autoplay', 'autoPlay'),
      loop: on('loop'), muted: on('mute', 'muted'), controls: params.get('controls') !== '0',
    },
  };
}

/** Read a video block back (source from `data-src`, `src` or a `<source>` child, a site embed or a site iframe). */
export function parseVideo(content: Element): ParsedContent<'video'> | null {
  if (content.attribs['data-video-provider']) return parseEmbed(content);
  const frame = findElement(content.children, (el) => el.name === 'iframe');
  if (frame) return parseSiteFrame(frame);
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
  if (a['aria-label']?.trim()) props.title = a['aria-label'].trim();
  return { props };
}
