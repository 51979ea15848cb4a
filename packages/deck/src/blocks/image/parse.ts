/** Reading image block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement, numAttr } from '../../html/dom.js';
import { parseStyle, readPx } from '../../html/style.js';
import type { ParseContext, ParsedContent } from '../types.js';
import { Crop, type ImageProps } from './props.js';

/** `data-crop-*` on an element: fractions, or px of the natural size (divided by it) when larger than 1. */
function cropOf(el: Element, props: ImageProps): Crop | undefined {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((k) => numAttr(el, `data-crop-${k}`));
  if (x === undefined || y === undefined || width === undefined || height === undefined) return undefined;
  const px = [x, y, width, height].some((v) => v > 1);
  const nw = props.naturalWidth;
  const nh = props.naturalHeight;
  if (px && (!nw || !nh)) return undefined;
  const crop = px ? { x: x / nw!, y: y / nh!, width: width / nw!, height: height / nh! } : { x, y, width, height };
  const checked = Crop.safeParse(crop);
  return checked.success ? checked.data : undefined;
}

/** The crop shown by an `<img>` positioned inside its clipping box (slides.com writes left/top/width/height px on it). */
function cropFromImgStyle(img: Element, ctx: ParseContext | undefined): Crop | undefined {
  const style = parseStyle(img.attribs.style);
  const [left, top, width, height] = ['left', 'top', 'width', 'height'].map((k) => readPx(style, k));
  const boxW = ctx?.wrapper?.width;
  const boxH = ctx?.wrapper?.height;
  if (left === undefined || top === undefined || !width || !height || !boxW || !boxH) return undefined;
  const checked = Crop.safeParse({ x: -left / width, y: -top / height, width: boxW / width, height: boxH / height });
  if (!checked.success) ctx?.report?.warn('image crop', 'dropped: the image does not cover its box');
  return checked.success ? checked.data : undefined;
}

/** Read an image block back (accepts `src` or reveal's lazy `data-src`; the crop from the content or the `<img>`). */
export function parseImage(content: Element, ctx?: ParseContext): ParsedContent<'image'> | null {
  const img = findElement(content.children, (el) => el.name === 'img');
  if (!img && content.children.length > 0) return null;
  const a = content.attribs;
  const props: ImageProps = { src: img?.attribs['data-src'] ?? img?.attribs.src ?? '' };
  if (a['data-media-id']) props.mediaId = a['data-media-id'];
  // An empty alt is what an image without alternative text renders (render.ts): no alt text to keep.
  if (img?.attribs.alt) props.alt = img.attribs.alt;
  if ('data-decorative' in a) props.decorative = true;
  const nw = img && numAttr(img, 'data-natural-width');
  const nh = img && numAttr(img, 'data-natural-height');
  if (nw !== undefined) props.naturalWidth = nw;
  if (nh !== undefined) props.naturalHeight = nh;
  const crop = cropOf(content, props) ?? (img && (cropOf(img, props) ?? cropFromImgStyle(img, ctx)));
  if (crop) props.crop = crop;
  return { props };
}
