import { describe, expect, it } from 'vitest';
import { createBlock } from '../registry.js';
import { renderContext } from '../../render/render.js';
import { renderBlock } from '../../render/block.js';
import { parse } from '../../parse/parse.js';

const ctx = renderContext();
const points: Array<[number, number]> = [[10, 10], [60, 40], [120, 20], [180, 90]];

describe('drawing block as ink', () => {
  it('fills a perfect-freehand outline in the stroke colour and keeps the points for reading back', () => {
    const block = createBlock('drawing', { id: 'd1', props: { points, viewBox: { width: 200, height: 100 }, color: '#d0342c', strokeWidth: 8, ink: true } });
    const html = renderBlock(block, ctx);
    const outline = /<path class="sl-ink" d="([^"]+)" fill="#d0342c">/.exec(html)?.[1] ?? '';
    expect(outline.split('L').length).toBeGreaterThan(points.length * 2); // an outline, not the centre line
    expect(outline.endsWith('Z')).toBe(true);
    expect(html).toContain('<path class="sl-ink-points" d="M10 10 L60 40 L120 20 L180 90" fill="none" stroke="none">');
    const back = parse(`<section>${html}</section>`).slides[0]!.blocks[0]!;
    expect(back.type === 'drawing' && back.props).toEqual({ points, viewBox: { width: 200, height: 100 }, color: '#d0342c', strokeWidth: 8, ink: true });
    expect(renderBlock(back, ctx)).toBe(html);
  });

  it('follows real pen pressure: a harder press draws a wider outline', () => {
    const at = (pressure: number) => {
      const block = createBlock('drawing', { props: { points: [[0, 50], [100, 50], [200, 50]], viewBox: { width: 200, height: 100 }, color: '#000000', strokeWidth: 20, ink: true, pressures: [pressure, pressure, pressure] } });
      const d = /class="sl-ink" d="([^"]+)"/.exec(renderBlock(block, ctx))![1]!;
      const ys = [...d.matchAll(/[ML]([\d.-]+) ([\d.-]+)/g)].map((m) => Number(m[2]));
      return Math.max(...ys) - Math.min(...ys);
    };
    expect(at(1)).toBeGreaterThan(at(0.1));
    const html = renderBlock(createBlock('drawing', { id: 'd2', props: { points: [[0, 0], [5, 5]], viewBox: { width: 10, height: 10 }, color: '#000000', strokeWidth: 2, ink: true, pressures: [0.25, 0.75] } }), ctx);
    expect(html).toContain('data-ink-pressures="0.25 0.75"');
    const back = parse(`<section>${html}</section>`).slides[0]!.blocks[0]!;
    expect(back.type === 'drawing' && back.props.pressures).toEqual([0.25, 0.75]);
  });
});
