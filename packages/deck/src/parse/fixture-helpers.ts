/** Test helpers for parse fixtures: parse markup, render the result, and read the first slide. Not used by production code. */
import { render } from '../render/render.js';
import type { Block } from '../schema/block.js';
import type { SlideFields } from '../schema/slide.js';
import type { FidelityWarning } from '../warnings.js';
import { parseWithWarnings } from './parse.js';

const identity = { sanitize: (html: string): string => html };

/** A slides.com `.sl-block` wrapper around content markup. */
export function slBlock(type: string, wrapperStyle: string, content: string, contentAttrs = ''): string {
  return `<div class="sl-block" data-block-type="${type}" style="${wrapperStyle}"><div class="sl-block-content"${contentAttrs}>${content}</div></div>`;
}

/** Parse markup; returns the slides, the warnings, the rendered deck and the result of parsing that render again. */
export function parseFixture(html: string): { slides: SlideFields[]; blocks: Block[]; warnings: FidelityWarning[]; rendered: string; stable: boolean } {
  const { doc, warnings } = parseWithWarnings(html);
  const rendered = render(doc, identity);
  const again = parseWithWarnings(rendered);
  const slides = doc.slides.flatMap(({ children, ...top }) => [top, ...(children ?? [])]);
  return { slides, blocks: slides[0]!.blocks, warnings, rendered, stable: render(again.doc, identity) === rendered };
}
