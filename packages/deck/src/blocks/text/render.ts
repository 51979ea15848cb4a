/** Text block markup: the sanitised HTML inside `.sl-block-content`. */
import type { Element } from 'domhandler';
import { innerHtml } from '../../html/serialize.js';
import type { TextBlock } from '../../schema/block.js';
import type { ParsedContent, RenderContext, RenderedContent } from '../types.js';

/** Render a text block's content. */
export function renderText(block: TextBlock, ctx: RenderContext): RenderedContent {
  return {
    attrs: [['data-placeholder-text', block.props.placeholder]],
    html: ctx.sanitize(block.props.html),
  };
}

/** Read a text block back from its content element. */
export function parseText(content: Element): ParsedContent<'text'> {
  const placeholder = content.attribs['data-placeholder-text'];
  return { props: { html: innerHtml(content), ...(placeholder !== undefined ? { placeholder } : {}) } };
}
