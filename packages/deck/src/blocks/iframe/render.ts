/** Iframe block markup: a lazily loaded iframe (reveal.js loads `data-src` when the slide is near). */
import { A11Y_TEXT } from '@podium/shared';
import { renderAttrs } from '../../html/escape.js';
import type { IframeBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** Render an iframe block's content. */
export function renderIframe(block: IframeBlock): RenderedContent {
  const p = block.props;
  if (!p.src) return { html: '' };
  return { html: `<iframe${renderAttrs([['data-src', p.src], ['sandbox', p.sandbox], ['allow', p.allow], ['allowfullscreen', true], ['title', p.title || A11Y_TEXT.embeddedPage]])}></iframe>` };
}
