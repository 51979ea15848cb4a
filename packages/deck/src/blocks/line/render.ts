/**
 * Line block markup: inline SVG plus `data-line-*` attributes (slides.com style). Endpoints are local to the block.
 * slides.com markup with `width:auto` boxes carries endpoints inside its SVG's viewBox, placed at the wrapper's left/top;
 * parse converts those to local ones.
 */
import { escapeAttr, num, renderAttrs } from '../../html/escape.js';
import type { LineBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';
import type { LineEndType } from './props.js';

function decoration(type: LineEndType, x: number, y: number, angle: number, width: number, color: string): string {
  const size = Math.max(6, width * 3);
  const at = (dx: number, dy: number): string => {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    return `${num(x + dx * cos - dy * sin)},${num(y + dx * sin + dy * cos)}`;
  };
  if (type === 'arrow') return `<polygon points="${at(0, 0)} ${at(-size, -size / 2)} ${at(-size, size / 2)}" fill="${escapeAttr(color)}"></polygon>`;
  if (type === 'line-arrow') {
    return `<polyline points="${at(-size, -size / 2)} ${at(0, 0)} ${at(-size, size / 2)}" fill="none" stroke="${escapeAttr(color)}" stroke-width="${num(width)}"></polyline>`;
  }
  if (type === 'circle') return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size / 2)}" fill="${escapeAttr(color)}"></circle>`;
  if (type === 'square') {
    return `<polygon points="${at(-size / 2, -size / 2)} ${at(size / 2, -size / 2)} ${at(size / 2, size / 2)} ${at(-size / 2, size / 2)}" fill="${escapeAttr(color)}"></polygon>`;
  }
  return '';
}

/** Render a line block's content. */
export function renderLine(block: LineBlock): RenderedContent {
  const p = block.props;
  const dash = p.style === 'dashed' ? `${num(p.width * 3)} ${num(p.width * 2)}` : p.style === 'dotted' ? `${num(p.width)} ${num(p.width)}` : undefined;
  const angle = Math.atan2(p.y2 - p.y1, p.x2 - p.x1);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" style="overflow:visible">` +
    `<line${renderAttrs([
      ['x1', num(p.x1)], ['y1', num(p.y1)], ['x2', num(p.x2)], ['y2', num(p.y2)],
      ['stroke', p.color], ['stroke-width', num(p.width)], ['stroke-dasharray', dash],
    ])}></line>` +
    decoration(p.startType, p.x1, p.y1, angle + Math.PI, p.width, p.color) +
    decoration(p.endType, p.x2, p.y2, angle, p.width, p.color) +
    `</svg>`;
  return {
    attrs: [
      ['data-line-x1', num(p.x1)], ['data-line-y1', num(p.y1)], ['data-line-x2', num(p.x2)], ['data-line-y2', num(p.y2)],
      ['data-line-color', p.color], ['data-line-width', `${num(p.width)}px`], ['data-line-style', p.style],
      ['data-line-start-type', p.startType], ['data-line-end-type', p.endType],
    ],
    html: svg,
  };
}
