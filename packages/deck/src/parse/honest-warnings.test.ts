/**
 * Warnings against results: what a parse says happened must be what the document holds after the sanitiser a deck is
 * shown with. Each fixture is markup seen in real decks (reveal.js's demo writes code in `<script type="text/template">`).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { parseFragment, textOf } from '../html/dom.js';
import { createSanitizer } from '../html/sanitize.js';
import type { Block } from '../schema/block.js';
import { parseWithWarnings } from './parse.js';

const sanitize = createSanitizer(new JSDOM('').window);
const words = (html: string): string => textOf(parseFragment(html)).replace(/\s+/g, ' ').trim();

const FIXTURES: Record<string, string> = {
  'code in a script template': `<section data-auto-animate><h2>Pretty Code</h2>
<pre data-id="code-animation"><code class="hljs" data-trim data-line-numbers="|4,8-11|17"><script type="text/template">
    import React, { useState } from 'react';
    function Example() {
      return (<p>You clicked {count} times</p>);
    }
</script></code></pre></section>`,
  'a script template in other markup': '<section><div class="box"><p>Shown</p><script type="text/template"><b>Template</b></script></div></section>',
  'unknown markup': '<section><div class="card"><p>Card <b>text</b></p></div></section>',
};

function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((b) => (b.type === 'group' ? [b, ...allBlocks(b.props.children)] : [b]));
}

describe.each(Object.entries(FIXTURES))('warnings tell what happened: %s', (_name, html) => {
  const { doc, warnings } = parseWithWarnings(html);
  const blocks = allBlocks(doc.slides.flatMap((s) => s.blocks));

  it('a block a warning says was kept is in the document, of the kind it names, and shows the text it says it keeps', () => {
    for (const w of warnings.filter((x) => x.block)) {
      const block = blocks.find((b) => b.id === w.block);
      if (w.why.startsWith('dropped')) {
        expect(block).toBeUndefined();
        continue;
      }
      expect(block, `${w.what} ${w.why}`).toBeDefined();
      if (!w.why.includes('kept as an HTML snippet')) continue;
      expect(block!.type).toBe('snippet');
      const kept = block!.type === 'snippet' ? block!.props.html : '';
      // Unless the warning names what the sanitiser removes, every word of the markup is still shown.
      if (!w.why.includes('removed')) expect(words(sanitize(kept))).toBe(words(kept));
      else expect(words(sanitize(kept))).not.toBe(words(kept));
    }
  });
});

describe('code written as a script template', () => {
  it('keeps the code text (trimmed as data-trim asks) in a code block, and reports only the highlight step it cannot keep', () => {
    const { doc, warnings } = parseWithWarnings(FIXTURES['code in a script template']!);
    const code = doc.slides[0]!.blocks.find((b) => b.type === 'code');
    expect(code).toMatchObject({ props: {
      code: "import React, { useState } from 'react';\nfunction Example() {\n  return (<p>You clicked {count} times</p>);\n}",
      lineNumbers: true, highlight: '4,8-11|17',
    } });
    expect(warnings).toEqual([{ slide: 1, what: 'code line highlight "|4,8-11|17"', why: 'read as "4,8-11|17": a step that highlights no lines is not kept' }]);
  });

  it('says a template inside a kept snippet is removed', () => {
    const { warnings } = parseWithWarnings(FIXTURES['a script template in other markup']!);
    expect(warnings).toEqual([{ slide: 1, block: expect.any(String), what: '<div> markup', why: 'kept as an HTML snippet (sanitised: its <script> and what they hold are removed)' }]);
  });
});
