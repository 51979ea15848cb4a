/** The render context for single blocks, with a required sanitiser (no default, so the HTML parser is never loaded). */
import type { RenderContext } from '../blocks/types.js';
import type { Sanitize } from '../html/sanitize.js';
import type { Block } from '../schema/block.js';
import { renderBlock } from './block.js';

/** A render context sanitising text and snippet HTML with `sanitize` (the editor passes its DOMPurify sanitiser). */
export function blockRenderContext(sanitize: Sanitize): RenderContext {
  const ctx: RenderContext = { sanitize, renderBlock: (block: Block) => renderBlock(block, ctx) };
  return ctx;
}
