import { describe, expect, it } from 'vitest';
import { parseFixture, slBlock } from '../../parse/fixture-helpers.js';

describe('code block fidelity (several <code> in one <pre>)', () => {
  it('plain reveal.js: each <code> becomes its own code block', () => {
    const { blocks, warnings, rendered } = parseFixture('<section><pre><code class="language-js">let a = 1;</code><code class="language-python">b = 2</code></pre></section>');
    expect(blocks.map((b) => (b.type === 'code' ? [b.props.language, b.props.code] : b.type))).toEqual([['javascript', 'let a = 1;'], ['python', 'b = 2']]);
    expect(rendered).toContain('let a = 1;');
    expect(rendered).toContain('b = 2');
    expect(warnings).toEqual([]);
  });
  it('slides.com: the codes are joined into the block and that is reported', () => {
    const { blocks, warnings } = parseFixture(`<section>${slBlock('code', 'left:0;top:0;width:600px;height:300px', '<pre><code>one()</code><code>two()</code></pre>')}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'code', props: { code: 'one()\n\ntwo()' } });
    expect(warnings).toEqual([{ slide: 1, what: 'code block with 2 code elements', why: 'joined into one code block' }]);
  });
});
