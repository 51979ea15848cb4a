/** Shape block markup: an inline SVG sized to the block; the `data-shape-*` attributes are what parse reads back. */
import { escapeAttr, escapeText, num, renderAttrs } from '../../html/escape.js';
import { styleAttr } from '../../html/style.js';
import type { ShapeBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';
import type { ShapeKind, ShapeProps } from './props.js';
import { POLYGONS, roundBubblePath } from './outlines.js';

/** The SVG element (open tag, without paint attributes) and its tag name. */
function shapeElement(kind: ShapeKind, w: number, h: number, radius: number): { open: string; tag: string } {
  if (kind === 'rect') return { open: `<rect width="${num(w)}" height="${num(h)}" rx="${num(radius)}" ry="${num(radius)}"`, tag: 'rect' };
  if (kind === 'circle') return { open: `<ellipse cx="${num(w / 2)}" cy="${num(h / 2)}" rx="${num(w / 2)}" ry="${num(h / 2)}"`, tag: 'ellipse' };
  if (kind === 'speech-bubble-round') return { open: `<path d="${roundBubblePath(w, h)}"`, tag: 'path' };
  const points = (POLYGONS[kind] ?? []).map(([x, y]) => `${num(x * w)},${num(y * h)}`).join(' ');
  return { open: `<polygon points="${points}"`, tag: 'polygon' };
}

/** The text inside a shape: escaped, line breaks kept; speech bubbles keep it inside the body (above the tail). */
function shapeText(p: ShapeProps): string {
  if (!p.text) return '';
  const style = styleAttr([p.textColor && `color:${p.textColor}`, p.textSize !== undefined && `font-size:${num(p.textSize)}px`]);
  const bubble = p.kind === 'speech-bubble' || p.kind === 'speech-bubble-round';
  const lines = p.text.split('\n').map((line) => escapeText(line)).join('<br>');
  return `<div class="sl-shape-text${bubble ? ' sl-shape-text--bubble' : ''}"${style ? ` style="${escapeAttr(style)}"` : ''}>${lines}</div>`;
}

/** A described shape is an image to screen readers; any other is hidden from them (its text stays readable). */
function shapeName(p: ShapeProps): string {
  return p.alt && !p.decorative ? ` role="img" aria-label="${escapeAttr(p.alt)}"` : ' aria-hidden="true"';
}

/** The shadow follows the outline (a CSS drop-shadow filter on the SVG), not the block's box. */
function shadowStyle(p: ShapeProps): string {
  return p.shadow ? ` style="${escapeAttr(`overflow:visible;filter:drop-shadow(${p.shadow})`)}"` : '';
}

/** Render a shape block's content. */
export function renderShape(block: ShapeBlock): RenderedContent {
  const p = block.props;
  const stroke = p.stroke && p.strokeWidth > 0;
  const el = shapeElement(p.kind, block.width, block.height, p.cornerRadius);
  const paint = renderAttrs([
    ['class', 'shape-element'],
    ['fill', p.fill],
    ['stroke', stroke ? p.stroke : undefined],
    ['stroke-width', stroke ? num(p.strokeWidth) : undefined],
    ['vector-effect', stroke ? 'non-scaling-stroke' : undefined],
  ]);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none"${shapeName(p)}${shadowStyle(p)} ` +
    `viewBox="0 0 ${num(block.width)} ${num(block.height)}">${el.open}${paint}></${el.tag}></svg>`;
  return {
    attrs: [
      ['data-shape-type', p.kind],
      ['data-shape-fill-color', p.fill],
      ['data-shape-stroke-color', p.stroke],
      ['data-shape-stroke-width', p.strokeWidth ? num(p.strokeWidth) : undefined],
      ['data-shape-corner-radius', p.cornerRadius ? num(p.cornerRadius) : undefined],
      ['data-shape-shadow', p.shadow],
      ['data-decorative', p.decorative || undefined],
    ],
    html: svg + shapeText(p),
  };
}
