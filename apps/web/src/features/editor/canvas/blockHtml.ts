/**
 * Block markup for the canvas and thumbnails: the deck's own renderer (so the editor shows exactly what the viewer
 * shows), sanitised with DOMPurify. Media load eagerly here (reveal.js would lazy-load `data-src`).
 *
 * Two caches keep DOMPurify (the costly part) off the hot paths: markup per block object (blocks are immutable, so
 * an unchanged block is never rendered twice), and sanitised HTML per input string (a moved, resized or restyled
 * block renders again but its text is not sanitised again).
 */
import { blockRenderContext, createSanitizer, renderBlock, type Block, type RenderContext, type Sanitize } from '@podium/deck';

/** Sanitised strings kept; beyond this the oldest go first (a deck's distinct texts rarely come near it). */
const SANITIZED_LIMIT = 5000;

let ctx: RenderContext | null = null;
const byBlock = new WeakMap<Block, string>();

/** A sanitiser that remembers its answers, bounded by insertion order (Map iterates oldest first). */
export function memoSanitizer(sanitize: Sanitize, limit = SANITIZED_LIMIT): Sanitize {
  const memo = new Map<string, string>();
  return (html) => {
    const hit = memo.get(html);
    if (hit !== undefined) return hit;
    const clean = sanitize(html);
    if (memo.size >= limit) memo.delete(memo.keys().next().value!);
    memo.set(html, clean);
    return clean;
  };
}

/** The `.sl-block` HTML of a block (cached per block object: blocks are immutable). */
export function blockHtml(block: Block): string {
  const hit = byBlock.get(block);
  if (hit !== undefined) return hit;
  ctx ??= blockRenderContext(memoSanitizer(createSanitizer(window)));
  const html = renderBlock(block, ctx).replace(/<(img|video)([^>]*?) data-src="/g, '<$1$2 src="');
  byBlock.set(block, html);
  return html;
}
