/**
 * Block markup for the canvas and thumbnails: the deck's own renderer (so the editor shows exactly what the viewer
 * shows), sanitised with DOMPurify. Media load eagerly here (reveal.js would lazy-load `data-src`).
 */
import { createSanitizer, renderBlock, renderContext, type Block, type RenderContext } from '@podium/deck';

let ctx: RenderContext | null = null;
const cache = new WeakMap<Block, string>();

/** The `.sl-block` HTML of a block (cached per block object: blocks are immutable). */
export function blockHtml(block: Block): string {
  const hit = cache.get(block);
  if (hit !== undefined) return hit;
  ctx ??= renderContext({ sanitize: createSanitizer(window), notes: false });
  const html = renderBlock(block, ctx).replace(/<(img|video)([^>]*?) data-src="/g, '<$1$2 src="');
  cache.set(block, html);
  return html;
}
