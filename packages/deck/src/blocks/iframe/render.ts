/** Iframe block markup: a lazily loaded iframe (reveal.js loads `data-src` when the slide is near). */
import type { Element } from 'domhandler';
import { renderAttrs } from '../../html/escape.js';
import { findElement } from '../../html/dom.js';
import type { IframeBlock } from '../../schema/block.js';
import type { ParsedContent, RenderedContent } from '../types.js';

/** Render an iframe block's content. */
export function renderIframe(block: IframeBlock): RenderedContent {
  if (!block.props.src) return { html: '' };
  return { html: `<iframe${renderAttrs([['data-src', block.props.src], ['allowfullscreen', true]])}></iframe>` };
}

/** Read an iframe block back. */
export function parseIframe(content: Element): ParsedContent<'iframe'> | null {
  const frame = findElement(content.children, (el) => el.name === 'iframe');
  const src = frame?.attribs['data-src'] ?? frame?.attribs.src ?? '';
  if (frame === undefined && content.children.length > 0) return null;
  return { props: { src } };
}
