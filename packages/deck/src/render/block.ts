/** slides.com block markup: `.sl-block` (geometry) > optional `a.sl-block-link` > `.sl-block-content` (look, fragment, type markup). */
import { FRAGMENT_STYLES } from '@podium/shared';
import { blockDefinition } from '../blocks/registry.js';
import type { RenderContext } from '../blocks/types.js';
import { escapeAttr, num, renderAttrs } from '../html/escape.js';
import { styleAttr } from '../html/style.js';
import { isSafeUrl } from '../schema/common.js';
import type { Block } from '../schema/block.js';

/** The reveal.js class list of a fragment style (`fade-in` is reveal's plain `fragment`). */
export function fragmentClasses(style: string): string[] {
  const cls = FRAGMENT_STYLES.find((f) => f.id === style)?.className;
  return cls ? ['fragment', cls] : ['fragment'];
}

/** Render one block (any type) to its `.sl-block` markup. */
export function renderBlock(block: Block, ctx: RenderContext): string {
  const content = blockDefinition(block.type).render(block as never, ctx);
  const outer = renderAttrs([
    ['class', 'sl-block'],
    ['data-block-type', block.type],
    ['data-block-id', block.id],
    ['data-id', ctx.animateIds ? (block.animateId ?? block.id) : undefined],
    ['data-locked', block.locked ? 'true' : undefined],
    ['data-height', content.autoHeight ? num(block.height) : undefined],
    ['style', styleAttr([
      `left:${num(block.x)}px`, `top:${num(block.y)}px`, `width:${num(block.width)}px`,
      content.autoHeight ? 'height:auto' : `height:${num(block.height)}px`,
      `z-index:${block.z}`, block.rotation !== 0 && `transform:rotate(${num(block.rotation)}deg)`,
    ])],
  ]);
  const b = block.border;
  const inner = renderAttrs([
    ['class', ['sl-block-content', ...(block.fragment ? fragmentClasses(block.fragment.style) : [])].join(' ')],
    ['data-fragment-index', block.fragment?.index?.toString()],
    ...(content.attrs ?? []),
    ['style', styleAttr([
      block.opacity !== 1 && `opacity:${num(block.opacity)}`,
      b && `border:${num(b.width)}px ${b.style} ${b.color}`,
      block.padding !== undefined && `padding:${num(block.padding)}px`,
      ...(content.style ?? []),
    ])],
  ]);
  let body = `<div${inner}>${content.html}</div>`;
  if (block.link && isSafeUrl(block.link)) {
    body = `<a class="sl-block-link" href="${escapeAttr(block.link)}" target="_blank" rel="noopener noreferrer">${body}</a>`;
  }
  return `<div${outer}>${body}</div>`;
}
