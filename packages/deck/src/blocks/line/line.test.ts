import { describe, expect, it } from 'vitest';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';

const line = (wrapper: string, attrs: string): string =>
  slBlock('line', wrapper, '<svg></svg>', ` ${attrs}`);

describe('line block fidelity (slides.com auto-sized lines)', () => {
  it('places the line by its wrapper, with endpoints in the wrapper\'s own (possibly negative) coordinates', () => {
    const { blocks, warnings, rendered, stable } = parseFixture(`<section>${line(
      'width:auto;height:auto;left:300px;top:200px',
      'data-line-x1="-50" data-line-y1="40" data-line-x2="150" data-line-y2="-10" data-line-color="rgb(10, 20, 30)" data-line-width="5px" data-line-style="dotted" data-line-start-type="circle" data-line-end-type="line-arrow"',
    )}</section>`);
    expect(blocks[0]).toMatchObject({
      type: 'line', x: 250, y: 190, width: 200, height: 50,
      props: { x1: 0, y1: 50, x2: 200, y2: 0, color: 'rgb(10, 20, 30)', width: 5, style: 'dotted', startType: 'circle', endType: 'line-arrow' },
    });
    expect(rendered).toContain('left:250px;top:190px;width:200px;height:50px');
    expect(rendered).toContain('stroke-dasharray="5 5"');
    expect(warnings).toEqual([]);
    expect(stable).toBe(true);
  });
  it('keeps a line with a colour it cannot carry, in black, and says so', () => {
    const { blocks, warnings } = parseFixture(`<section>${line('width:auto;height:auto;left:0;top:0', 'data-line-x1="0" data-line-y1="0" data-line-x2="10" data-line-y2="0" data-line-color="var(--accent)"')}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'line', props: { color: '#000000' } });
    expect(warnings).toEqual([{ slide: 1, what: 'line colour "var(--accent)"', why: 'replaced by black: not a colour Podium can keep' }]);
  });
});
