/** Drawing block markup: one SVG path in the drawing's own view box, stretched to the block. */
import { num, renderAttrs } from '../../html/escape.js';
import type { DrawingBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** The SVG path data for a polyline through the points. */
export function pathData(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(' ');
}

/** Render a drawing block's content. */
export function renderDrawing(block: DrawingBlock): RenderedContent {
  const p = block.props;
  const path = `<path${renderAttrs([
    ['d', pathData(p.points)],
    ['fill', 'none'],
    ['stroke', p.color],
    ['stroke-width', num(p.strokeWidth)],
    ['stroke-linecap', 'round'],
    ['stroke-linejoin', 'round'],
    ['vector-effect', 'non-scaling-stroke'],
  ])}></path>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none" ` +
    `viewBox="0 0 ${num(p.viewBox.width)} ${num(p.viewBox.height)}">${path}</svg>`;
  return { html: svg };
}
