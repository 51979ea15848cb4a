/** Snippet block markup: sanitised raw HTML. */
import type { SnippetBlock } from '../../schema/block.js';
import type { RenderContext, RenderedContent } from '../types.js';

/** Render a snippet block's content. */
export function renderSnippet(block: SnippetBlock, ctx: RenderContext): RenderedContent {
  return { html: ctx.sanitize(block.props.html) };
}
