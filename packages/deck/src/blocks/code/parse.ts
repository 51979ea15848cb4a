/** Reading code block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { classes, findElement, textOf } from '../../html/dom.js';
import { dedent } from '../../markdown/split.js';
import type { ParseReport } from '../../parse/report.js';
import type { ParseContext, ParsedContent } from '../types.js';
import { CODE_LANGUAGE_ALIASES, CODE_LANGUAGE_IDS, CODE_THEMES, type CodeLanguage } from './languages.js';
import { HighlightSteps, type CodeProps } from './props.js';

/**
 * The source text of a `<code>` (or `<pre>`): a `<script type="text/template">` inside (reveal.js's way to write markup
 * unescaped) is read as text like the rest; `data-trim` removes the indentation and blank edges as reveal.js does.
 */
export function codeText(el: Element): string {
  const text = textOf(el);
  return 'data-trim' in el.attribs ? dedent(text) : text;
}

/**
 * reveal.js line-highlight steps (`data-line-numbers="1|3-4"`) as Podium keeps them. Empty steps (reveal.js's
 * `|4,8-11` starts with none highlighted) are dropped, unreadable ones drop the highlight; either is reported.
 */
export function highlightSteps(raw: string | undefined, report?: ParseReport): string | undefined {
  const trimmed = raw?.trim();
  if (!trimmed) return undefined;
  const steps = trimmed.split('|').map((s) => s.trim());
  const kept = steps.filter(Boolean).join('|');
  if (!HighlightSteps.safeParse(kept).success) {
    report?.warn(`code line highlight "${trimmed}"`, 'dropped: not line-highlight steps Podium reads (the code is kept)');
    return undefined;
  }
  if (kept !== steps.join('|')) report?.warn(`code line highlight "${trimmed}"`, `read as "${kept}": a step that highlights no lines is not kept`);
  return kept;
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
    code: codes.length > 1 ? codes.map((c) => codeText(c)).join('\n\n') : codeText(source),
    theme,
    lineNumbers: numbers !== undefined && !('data-hide-line-numbers' in source.attribs),
  };
  const highlight = highlightSteps(numbers, ctx?.report);
  if (highlight) props.highlight = highlight;
  return { props };
}
