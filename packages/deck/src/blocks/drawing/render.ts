/** Drawing block markup: one SVG path in the drawing's own view box, stretched to the block. */
import { num, renderAttrs } from '../../html/escape.js';
import { getStroke } from 'perfect-freehand';
import type { DrawingProps } from './props.js';
import type { DrawingBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** The SVG path data for a polyline through the points. */
export function pathData(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(' ');
}

/** Render a drawing block's content. */
export function renderDrawing(block: DrawingBlock): RenderedContent {
  const p = block.props;
  if (p.ink) return renderInk(p);
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

const svgOpen = (p: DrawingProps) =>
  `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100%" height="100%" preserveAspectRatio="none" ` +
  `viewBox="0 0 ${num(p.viewBox.width)} ${num(p.viewBox.height)}">`;

/**
 * Ink: the filled outline perfect-freehand draws around the points (width following pressure, real or simulated
 * from speed), plus the points themselves as an unpainted path so the markup can be read back.
 */
function renderInk(p: DrawingProps): RenderedContent {
  const samples = p.points.map(([x, y], i) => [x, y, p.pressures?.[i] ?? 0.5]);
  const outline = getStroke(samples, { size: p.strokeWidth, thinning: 0.6, smoothing: 0.5, streamline: 0, simulatePressure: !p.pressures, last: true });
  const d = outline.length ? `${pathData(outline.map(([x, y]) => [x!, y!] as const))} Z` : '';
  const ink = `<path${renderAttrs([['class', 'sl-ink'], ['d', d], ['fill', p.color]])}></path>`;
  const centre = `<path${renderAttrs([['class', 'sl-ink-points'], ['d', pathData(p.points)], ['fill', 'none'], ['stroke', 'none']])}></path>`;
  return {
    attrs: [
      ['data-ink-width', num(p.strokeWidth)],
      ['data-ink-pressures', p.pressures?.map((v) => num(v)).join(' ')],
    ],
    html: `${svgOpen(p)}${ink}${centre}</svg>`,
  };
}
