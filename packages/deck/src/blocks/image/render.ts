/**
 * Image block markup: a lazily loaded `<img>`, with `alt=""` (decorative to a screen reader) until the author gives it
 * alternative text rather than no alt, which screen readers read out as the file's address; a crop scales and offsets
 * the image inside the clipped content box.
 */
import { num, renderAttrs } from '../../html/escape.js';
import type { ImageBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

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
        ['alt', p.decorative ? '' : p.alt ?? ''],
        ['data-natural-width', p.naturalWidth?.toString()],
        ['data-natural-height', p.naturalHeight?.toString()],
        ['style', imgStyle],
      ])}>`
    : '';
  return {
    attrs: [
      ['data-media-id', p.mediaId],
      ['data-decorative', p.decorative || undefined],
      ['data-crop-x', crop && num(crop.x)],
      ['data-crop-y', crop && num(crop.y)],
      ['data-crop-width', crop && num(crop.width)],
      ['data-crop-height', crop && num(crop.height)],
    ],
    style: [crop && 'overflow:hidden'],
    html: img,
  };
}
