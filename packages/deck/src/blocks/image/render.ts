/** Image block markup: a lazily loaded `<img>`; a crop scales and offsets the image inside the clipped content box. */
import type { Element } from 'domhandler';
import { num, renderAttrs } from '../../html/escape.js';
import { findElement, numAttr } from '../../html/dom.js';
import type { ImageBlock } from '../../schema/block.js';
import type { ParsedContent, RenderedContent } from '../types.js';
import type { ImageProps } from './props.js';

/** Render an image block's content. */
export function renderImage(block: ImageBlock): RenderedContent {
  const p = block.props;
  const crop = p.crop;
  const imgStyle = crop
    ? `position:absolute;max-width:none;left:${num((-crop.x / crop.width) * 100)}%;top:${num((-crop.y / crop.height) * 100)}%;` +
      `width:${num(100 / crop.width)}%;height:${num(100 / crop.height)}%`
    : undefined;
  const img = p.src
    ? `<img${renderAttrs([
        ['data-src', p.src],
        ['alt', p.alt],
        ['data-natural-width', p.naturalWidth?.toString()],
        ['data-natural-height', p.naturalHeight?.toString()],
        ['style', imgStyle],
      ])}>`
    : '';
  return {
    attrs: [
      ['data-media-id', p.mediaId],
      ['data-crop-x', crop && num(crop.x)],
      ['data-crop-y', crop && num(crop.y)],
      ['data-crop-width', crop && num(crop.width)],
      ['data-crop-height', crop && num(crop.height)],
    ],
    style: [crop && 'overflow:hidden'],
    html: img,
  };
}

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
