/** Text block markup: the sanitised HTML inside `.sl-block-content`, with the box's text styles on it. */
import type { TextBlock } from '../../schema/block.js';
import type { RenderContext, RenderedContent } from '../types.js';
import { TEXT_STYLE_CSS } from './props.js';

/** Render a text block's content. */
export function renderText(block: TextBlock, ctx: RenderContext): RenderedContent {
  const style = block.props.style;
  return {
    attrs: [['data-placeholder-text', block.props.placeholder], ['data-shrink-text', block.props.shrinkText ? 'true' : undefined]],
    style: style ? TEXT_STYLE_CSS.map(([key, css]) => style[key] !== undefined && `${css}:${style[key]}`) : [],
    html: ctx.sanitize(block.props.html),
    ...(block.props.autoHeight ? { autoHeight: true } : {}),
  };
}
