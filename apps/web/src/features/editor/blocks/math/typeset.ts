/** KaTeX typesetting of math blocks (`.math-input` holding `\[TeX\]`), for the canvas and the player; fonts are served by the app. */
import katex from 'katex';
import 'katex/dist/katex.min.css';

/** The TeX inside one pair of display delimiters. */
export function texOf(text: string): string {
  const t = text.trim();
  return t.startsWith('\\[') && t.endsWith('\\]') ? t.slice(2, -2) : t;
}

/** The TeX inside one pair of inline delimiters (`\\(…\\)`, as text blocks hold inline math). */
function inlineTexOf(text: string): string {
  const t = text.trim();
  return t.startsWith('\\(') && t.endsWith('\\)') ? t.slice(2, -2) : t;
}

/** Typeset every `.math-input` (display) and `.math-inline` (in text) below `root`; a TeX error is drawn in place (in red), never thrown. */
export function typesetMath(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('.math-input:not([data-typeset]), .math-inline:not([data-typeset])')) {
    const inline = el.classList.contains('math-inline');
    const tex = inline ? inlineTexOf(el.textContent ?? '') : texOf(el.textContent ?? '');
    katex.render(tex, el, { displayMode: !inline, throwOnError: false, output: 'htmlAndMathml' });
    el.dataset.typeset = 'true';
  }
}

/** The KaTeX error message for `tex`, or null when it typesets. */
export function texError(tex: string): string | null {
  try {
    katex.renderToString(tex, { displayMode: true, throwOnError: true });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
