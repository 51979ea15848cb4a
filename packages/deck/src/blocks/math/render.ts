/** Math block markup: escaped TeX between display delimiters, typeset later by reveal.js's KaTeX plugin. */
import { escapeText } from '../../html/escape.js';
import type { MathBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** Render a math block's content. */
export function renderMath(block: MathBlock): RenderedContent {
  return { html: `<div class="math-input">\\[${escapeText(block.props.tex)}\\]</div>` };
}
