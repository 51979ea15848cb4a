/** Code block markup as reveal.js's highlight plugin expects: `<pre><code class="language-x" data-line-numbers="…">`. */
import type { Element } from 'domhandler';
import { escapeText, renderAttrs } from '../../html/escape.js';
import { classes, findElement, textOf } from '../../html/dom.js';
import type { CodeBlock } from '../../schema/block.js';
import type { ParsedContent, RenderedContent } from '../types.js';
import { CODE_LANGUAGE_ALIASES, CODE_LANGUAGE_IDS, CODE_THEMES, type CodeLanguage } from './languages.js';
import type { CodeProps } from './props.js';

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

/** The language named by `language-x`/`lang-x`/bare class names on pre or code, else automatic. */
export function languageOf(...els: Array<Element | undefined>): CodeLanguage {
  for (const el of els) {
    if (!el) continue;
    for (const c of classes(el)) {
      const id = c.replace(/^(language|lang)-/, '');
      const found = CODE_LANGUAGE_IDS.find((l) => l === id) ?? (Object.hasOwn(CODE_LANGUAGE_ALIASES, id) ? CODE_LANGUAGE_ALIASES[id] : undefined);
      if (found) return found;
    }
  }
  return 'auto';
}

/** Read a code block back from its content element. */
export function parseCode(content: Element): ParsedContent<'code'> | null {
  const pre = findElement(content.children, (el) => el.name === 'pre');
  const code = pre && findElement(pre.children, (el) => el.name === 'code');
  if (!pre) return null;
  const source = code ?? pre;
  const theme = CODE_THEMES.find((t) => t === content.attribs['data-highlight-theme']) ?? 'monokai';
  const numbers = source.attribs['data-line-numbers'];
  const props: CodeProps = {
    language: languageOf(code, pre),
    code: textOf(source),
    theme,
    lineNumbers: numbers !== undefined && !('data-hide-line-numbers' in source.attribs),
  };
  if (numbers && numbers.trim()) props.highlight = numbers.trim();
  return { props };
}
