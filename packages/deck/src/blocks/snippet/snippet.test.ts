import { describe, expect, it } from 'vitest';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';

describe('snippet fidelity: junk is dropped and reported, unknown markup kept and reported', () => {
  it('drops <br>-only and emptied <link> blocks instead of making empty snippets', () => {
    const html = `<section>${slBlock('text', 'left:0;top:0;width:100px;height:40px', '<br><br>')}${slBlock('snippet', 'left:0;top:0;width:100px;height:40px', '<link rel="stylesheet" href="x.css">')}<br><h1>Kept</h1></section>`;
    const { blocks, warnings } = parseFixture(html);
    expect(blocks.map((b) => b.type)).toEqual(['text']);
    expect(warnings).toEqual([
      { slide: 1, what: '"text" block', why: 'dropped: it shows nothing (empty or invisible markup)' },
      { slide: 1, what: '"snippet" block', why: 'dropped: it shows nothing (empty or invisible markup)' },
      { slide: 1, what: '<br> markup', why: 'dropped: it shows nothing (empty or invisible markup)' },
    ]);
  });
  it('keeps unknown markup with its content as a snippet and names it', () => {
    const { blocks, warnings, rendered } = parseFixture(`<section>${slBlock('chart', 'left:5px;top:6px;width:300px;height:200px', '<canvas data-chart="bar"></canvas><p>Sales</p>')}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'snippet', x: 5, y: 6, width: 300, height: 200, props: { html: '<canvas data-chart="bar"></canvas><p>Sales</p>' } });
    expect(rendered).toContain('<p>Sales</p>');
    expect(warnings).toEqual([{ slide: 1, block: blocks[0]!.id, what: '"chart" block', why: 'kept as an HTML snippet (sanitised)' }]);
  });
});
