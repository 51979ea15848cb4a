/**
 * Pictures: images (cropped as shown), math and drawings as crisp images, videos and iframes as a poster (or a
 * labelled frame) that links to the source, since PowerPoint cannot play a web page or a linked video.
 */
import type PptxGenJS from 'pptxgenjs';
import type { DrawingBlock, IframeBlock, ImageBlock, MathBlock, VideoBlock } from '../../schema/block.js';
import type { BlockBase } from '../../schema/block-base.js';
import { renderDrawing } from '../../blocks/drawing/render.js';
import type { Box, SlideWriter } from './context.js';
import { typesetMath } from './math.js';
import { transparencyWith } from './shapes.js';
import { inches, points } from './units.js';

/** Math is typeset at the deck's base text size, like the player. */
const MATH_PX = 32;

/** pptxgenjs's picture options for a box. */
function placed(box: Box, block: BlockBase): PptxGenJS.ImageProps {
  return {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), rotate: box.rotation,
    ...(block.opacity < 1 ? { transparency: transparencyWith(0, block.opacity) } : {}),
    ...(block.link ? { hyperlink: { url: block.link } } : {}),
  };
}

/** An SVG as embeddable image data: the host's rendering (2× PNG) or the SVG itself. */
async function svgData(w: SlideWriter, svg: string, width: number, height: number): Promise<string> {
  if (w.resources.svgImage) return w.resources.svgImage(svg, width, height);
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `image/svg+xml;base64,${btoa(binary)}`;
}

/** A framed label linking to a source PowerPoint cannot show (a web page, a video without a poster). */
function linkFrame(w: SlideWriter, box: Box, label: string, url: string): void {
  w.text([{ text: label, options: { hyperlink: url ? { url } : undefined, color: w.theme.accentHex, fontSize: points(20), fontFace: w.theme.fontFamily } }], {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), rotate: box.rotation,
    fill: { color: 'F2F2F2' }, line: { color: 'BFBFBF', width: 1 }, align: 'center', valign: 'middle',
  });
}

/** Adds an image block, cropped as the player shows it. */
export async function addImage(w: SlideWriter, block: ImageBlock, box: Box): Promise<void> {
  const p = block.props;
  if (!p.src) return;
  const image = await w.resources.loadImage(p.src);
  if (!image) {
    w.warn(block, 'image', 'could not be read and is kept as a link');
    linkFrame(w, box, p.alt || p.src, p.src);
    return;
  }
  const crop = p.crop;
  const options = placed(box, block);
  if (crop && (crop.width < 1 || crop.height < 1)) {
    // The picture is sized as the whole image would be at this scale; srcRect then shows only the cropped part.
    const fullW = box.w / crop.width;
    const fullH = box.h / crop.height;
    w.image({
      ...options, data: image.data, altText: p.alt, w: inches(fullW), h: inches(fullH),
      sizing: { type: 'crop', x: inches(crop.x * fullW), y: inches(crop.y * fullH), w: inches(box.w), h: inches(box.h) },
    });
    return;
  }
  w.image({ ...options, data: image.data, altText: p.alt });
}

/** Adds a math block as an image of the typeset formula, fitted and centred in the block like the player. */
export async function addMath(w: SlideWriter, block: MathBlock, box: Box): Promise<void> {
  const math = typesetMath(block.props.tex, w.theme.textCss, MATH_PX);
  if (!math || math.width === 0 || math.height === 0) {
    w.warn(block, 'math', 'has a TeX error and is kept as its source text');
    w.text(block.props.tex, { x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), color: w.theme.textHex, fontFace: 'Courier New', fontSize: points(20) });
    return;
  }
  const scale = Math.min(1, box.w / math.width, box.h / math.height);
  const width = math.width * scale;
  const height = math.height * scale;
  const data = await svgData(w, math.svg, width, height);
  w.image({ ...placed({ ...box, x: box.x + (box.w - width) / 2, y: box.y + (box.h - height) / 2, w: width, h: height }, block), data, altText: block.props.tex });
}

/** Adds a drawing block: its SVG path (the player's markup) as a crisp image. */
export async function addDrawing(w: SlideWriter, block: DrawingBlock, box: Box): Promise<void> {
  if (block.props.points.length === 0) return;
  const svg = (renderDrawing(block).html ?? '')
    .replace('width="100%" height="100%"', `width="${box.w}" height="${box.h}"`)
    // resvg and PowerPoint scale strokes with the view box; the player keeps them even, so undo the scale here.
    .replace(/ vector-effect="non-scaling-stroke"/, '')
    .replace(/currentColor/g, w.theme.textCss)
    .replace(/stroke-width="([\d.]+)"/, (_m, sw: string) => `stroke-width="${Number(sw) / Math.max(box.w / block.props.viewBox.width, 1e-6)}"`);
  w.image({ ...placed(box, block), data: await svgData(w, svg, box.w, box.h) });
}

/** Adds a video block as its poster linking to the video (or a labelled frame when it has no poster). */
export async function addVideo(w: SlideWriter, block: VideoBlock, box: Box): Promise<void> {
  const { src, poster } = block.props;
  const image = poster ? await w.resources.loadImage(poster) : null;
  if (image) {
    w.image({ ...placed(box, block), data: image.data, ...(src ? { hyperlink: { url: src } } : {}) });
    w.warn(block, 'video', 'kept as its poster with a link');
    return;
  }
  linkFrame(w, box, src ? `▶ ${src}` : '▶', src);
  w.warn(block, 'video', 'kept as a link');
}

/** Adds an iframe block as a labelled frame linking to the page. */
export function addIframe(w: SlideWriter, block: IframeBlock, box: Box): void {
  if (!block.props.src) return;
  linkFrame(w, box, block.props.src, block.props.src);
  w.warn(block, 'iframe', 'kept as a link');
}
