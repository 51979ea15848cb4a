/** Text block markup: the sanitised HTML inside `.sl-block-content`. */
import type { TextBlock } from '../../schema/block.js';
import type { RenderContext, RenderedContent } from '../types.js';

/** Render a text block's content. */
export function renderText(block: TextBlock, ctx: RenderContext): RenderedContent {
  return {
    attrs: [['data-placeholder-text', block.props.placeholder]],
    html: ctx.sanitize(block.props.html),
  };
}
