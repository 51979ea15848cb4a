import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { fillSnippet, snippetVariables } from '@podium/shared';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';
import { createBlock } from '../registry.js';
import { renderBlock } from '../../render/block.js';
import { blockRenderContext } from '../../render/context.js';
import { createSanitizer } from '../../html/sanitize.js';
import { snippetPropsFrom } from './fill.js';
import { SnippetProps } from './props.js';

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

describe('theme snippets: variables, filling and escaping', () => {
  const callout = { title: 'Callout', template: '<div class="callout"><h3>{{ title }}</h3><p>{{body}}</p><small>{{title}}</small></div>' };

  it('finds each {{variable}} once, in order, with or without spaces', () => {
    expect(snippetVariables(callout.template)).toEqual(['title', 'body']);
    expect(snippetVariables('<p>{{a-b}} {{ c_1 }} {{not a var}} {{}}</p>')).toEqual(['a-b', 'c_1']);
    expect(snippetVariables('<p>Plain</p>')).toEqual([]);
  });

  it('fills every occurrence, HTML-escapes the values and keeps the source for editing', () => {
    const props = snippetPropsFrom(callout, { title: 'Q3 <b>"up"</b> & away', body: "it's fine", stray: 'ignored' });
    expect(props.html).toBe('<div class="callout"><h3>Q3 &#60;b&#62;&#34;up&#34;&#60;/b&#62; &#38; away</h3><p>it&#39;s fine</p><small>Q3 &#60;b&#62;&#34;up&#34;&#60;/b&#62; &#38; away</small></div>');
    expect(props.source).toEqual({ title: 'Callout', template: callout.template, values: { title: 'Q3 <b>"up"</b> & away', body: "it's fine" } });
    expect(SnippetProps.parse(props)).toEqual(props);
  });

  it('fills a missing value and a prototype-named variable with nothing', () => {
    expect(snippetPropsFrom({ title: 'T', template: '<p>[{{constructor}}][{{body}}]</p>' }, {}).html).toBe('<p>[][]</p>');
    expect(fillSnippet('<p>{{toString}}</p>', {})).toBe('<p></p>');
  });

  it('renders the template through the sanitiser: a value cannot add markup, the template loses its scripts', () => {
    const props = snippetPropsFrom({ title: 'X', template: '<p onclick="steal()">{{v}}</p><script>steal()</script>' }, { v: '<img src=x onerror=alert(1)>' });
    const html = renderBlock(createBlock('snippet', { props }), blockRenderContext(createSanitizer(new JSDOM('').window)));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<img');
  });
});
