/** Snippet block markup: sanitised raw HTML. */
import type { Element } from 'domhandler';
import { innerHtml } from '../../html/serialize.js';
import type { SnippetBlock } from '../../schema/block.js';
import type { ParsedContent, RenderContext, RenderedContent } from '../types.js';

/** Render a snippet block's content. */
export function renderSnippet(block: SnippetBlock, ctx: RenderContext): RenderedContent {
  return { html: ctx.sanitize(block.props.html) };
}

/** Read a snippet block back from its content element. */
export function parseSnippet(content: Element): ParsedContent<'snippet'> {
  return { props: { html: innerHtml(content) } };
}
