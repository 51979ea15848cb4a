/** The one render function: a deck document to reveal.js `<section>` HTML (viewer, embed, presenter, print, exports). */
import type { RenderContext } from '../blocks/types.js';
import type { Sanitize } from '../html/sanitize.js';
import { textSanitizer } from '../html/textSanitizer.js';
import type { DeckDocument } from '../schema/document.js';
import { blockRenderContext } from './context.js';
import { renderColumn } from './slide.js';

export interface RenderOptions {
  /** Sanitiser for text and snippet HTML (see `createSanitizer`); without one, only its text is kept (escaped), never its markup. */
  sanitize?: Sanitize;
  /** Include speaker notes as `<aside class="notes">` (default true). */
  notes?: boolean;
}

/** Build the render context (exposed for rendering single blocks in the editor). */
export function renderContext(options: RenderOptions = {}): RenderContext {
  return blockRenderContext(options.sanitize ?? textSanitizer);
}

/** Render the document's slides as reveal.js `<section>` elements, one horizontal slide per line. */
export function render(doc: DeckDocument, options: RenderOptions = {}): string {
  const ctx = renderContext(options);
  const slideOptions = { notes: options.notes ?? true };
  return doc.slides.map((slide) => renderColumn(slide, ctx, slideOptions)).join('\n');
}
