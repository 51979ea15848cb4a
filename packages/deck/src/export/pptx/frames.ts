/**
 * What the block writers (blocks/<type>/pptx.ts) share: the frame of a text box, a picture's placement, a framed link
 * for what PowerPoint cannot show, SVG as picture data, transparency and rotation.
 */
import type PptxGenJS from 'pptxgenjs';
import type { BlockBase } from '../../schema/block-base.js';
import type { Box, SlideWriter } from './context.js';
import { DECK_LINE_HEIGHT, DECK_TEXT_PX } from '../../render/typography.js';
import { inches, points } from './units.js';

/** The deck typography's base: its text size and line height, centred (render/typography.ts). */
export const BASE_TEXT = { fontPx: DECK_TEXT_PX, lineHeight: DECK_LINE_HEIGHT, align: 'center' as const };

/** How a text box wraps and fits its text: PowerPoint's `wrap="none"`, `spAutoFit` (grows) and `normAutofit` (shrinks). */
export interface TextFit {
  wrap?: boolean;
  fit?: 'none' | 'shrink' | 'resize';
}

/** The frame common to text boxes: position, rotation, padding, border, link, wrapping and fitting. */
export function textFrame(w: SlideWriter, block: BlockBase, box: Box, fit: TextFit = {}): PptxGenJS.TextPropsOptions {
  const border = block.border && block.border.width > 0 ? w.color(block.border.color) : null;
  return {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), rotate: box.rotation,
    margin: points(block.padding ?? 0), valign: 'top', fit: fit.fit ?? 'none', ...(fit.wrap === false ? { wrap: false } : {}),
    ...(border && block.border ? { line: { color: border.hex, width: points(block.border.width), dashType: block.border.style === 'dashed' ? 'dash' : block.border.style === 'dotted' ? 'sysDot' : 'solid' } } : {}),
    ...(block.link ? { hyperlink: { url: block.link } } : {}),
  };
}

/** pptxgenjs's picture options for a box. */
export function pictureFrame(box: Box, block: BlockBase): PptxGenJS.ImageProps {
  return {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), rotate: box.rotation,
    ...(block.opacity < 1 ? { transparency: transparencyWith(0, block.opacity) } : {}),
    ...(block.link ? { hyperlink: { url: block.link } } : {}),
  };
}

/** An SVG as embeddable image data: the host's rendering (2× PNG) or the SVG itself. */
export async function svgData(w: SlideWriter, svg: string, width: number, height: number): Promise<string> {
  if (w.resources.svgImage) return w.resources.svgImage(svg, width, height);
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `image/svg+xml;base64,${btoa(binary)}`;
}

/** A framed label linking to a source PowerPoint cannot show (a web page, a video without a poster). */
export function linkFrame(w: SlideWriter, box: Box, label: string, url: string): void {
  w.text([{ text: label, options: { hyperlink: url ? { url } : undefined, color: w.theme.accentHex, fontSize: points(20), fontFace: w.theme.fontFamily } }], {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), rotate: box.rotation,
    fill: { color: 'F2F2F2' }, line: { color: 'BFBFBF', width: 1 }, align: 'center', valign: 'middle',
  });
}

/** Combines a colour's own transparency with the block's opacity (both as PowerPoint percentages). */
export function transparencyWith(transparency: number, opacity: number): number {
  return Math.round(100 - (100 - transparency) * opacity);
}

/** Rotates a point about a centre by degrees clockwise (screen coordinates). */
export function rotatePoint(x: number, y: number, cx: number, cy: number, degrees: number): [number, number] {
  if (!degrees) return [x, y];
  const r = (degrees * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(r) - dy * Math.sin(r), cy + dx * Math.sin(r) + dy * Math.cos(r)];
}
