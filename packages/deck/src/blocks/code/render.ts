/** Code block markup as reveal.js's highlight plugin expects: `<pre><code class="language-x" data-line-numbers="…">`. */
import { escapeText, renderAttrs } from '../../html/escape.js';
import type { CodeBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** Render a code block's content. */
export function renderCode(block: CodeBlock): RenderedContent {
  const p = block.props;
  const lang = p.language === 'auto' ? undefined : `language-${p.language}`;
  const numbers = p.lineNumbers || p.highlight ? (p.highlight ?? '') : undefined;
  const code = `<code${renderAttrs([
    ['class', lang],
    ['data-line-numbers', numbers],
    // Highlight steps need data-line-numbers in reveal.js; this flag lets the theme hide the gutter.
    ['data-hide-line-numbers', !p.lineNumbers && p.highlight ? true : undefined],
  ])}>${escapeText(p.code)}</code>`;
  return { attrs: [['data-highlight-theme', p.theme]], html: `<pre${renderAttrs([['class', lang]])}>${code}</pre>` };
}
