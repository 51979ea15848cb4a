/** Reading image block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement, numAttr } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';
import type { ImageProps } from './props.js';

/** Read an image block back (accepts `src` or reveal's lazy `data-src`). */
export function parseImage(content: Element): ParsedContent<'image'> | null {
  const img = findElement(content.children, (el) => el.name === 'img');
  if (!img && content.children.length > 0) return null;
  const a = content.attribs;
  const props: ImageProps = { src: img?.attribs['data-src'] ?? img?.attribs.src ?? '' };
  if (a['data-media-id']) props.mediaId = a['data-media-id'];
  if (img?.attribs.alt !== undefined) props.alt = img.attribs.alt;
  const nw = img && numAttr(img, 'data-natural-width');
  const nh = img && numAttr(img, 'data-natural-height');
  if (nw !== undefined) props.naturalWidth = nw;
  if (nh !== undefined) props.naturalHeight = nh;
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((k) => numAttr(content, `data-crop-${k}`));
  if (x !== undefined && y !== undefined && width !== undefined && height !== undefined) props.crop = { x, y, width, height };
  return { props };
}
