/** Reading code block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { classes, findElement, textOf } from '../../html/dom.js';
import type { ParseContext, ParsedContent } from '../types.js';
import { CODE_LANGUAGE_ALIASES, CODE_LANGUAGE_IDS, CODE_THEMES, type CodeLanguage } from './languages.js';
import type { CodeProps } from './props.js';

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

/** Read a code block back from its content element; several `<code>`s in the `<pre>` are joined (and reported). */
export function parseCode(content: Element, ctx?: ParseContext): ParsedContent<'code'> | null {
  const pre = findElement(content.children, (el) => el.name === 'pre');
  const code = pre && findElement(pre.children, (el) => el.name === 'code');
  if (!pre) return null;
  const source = code ?? pre;
  const codes = pre.children.filter((c): c is Element => c.type === 'tag' && c.name === 'code');
  if (codes.length > 1) ctx?.report?.warn(`code block with ${codes.length} code elements`, 'joined into one code block');
  const theme = CODE_THEMES.find((t) => t === content.attribs['data-highlight-theme']) ?? 'monokai';
  const numbers = source.attribs['data-line-numbers'];
  const props: CodeProps = {
    language: languageOf(code, pre),
    code: codes.length > 1 ? codes.map((c) => textOf(c)).join('\n\n') : textOf(source),
    theme,
    lineNumbers: numbers !== undefined && !('data-hide-line-numbers' in source.attribs),
  };
  if (numbers && numbers.trim()) props.highlight = numbers.trim();
  return { props };
}
