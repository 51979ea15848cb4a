/** Group block markup: the children's own `.sl-block` markup inside the group's content box. */
import type { GroupBlock } from '../../schema/block.js';
import type { RenderContext, RenderedContent } from '../types.js';

/** Siblings in paint order: by z, ties in array order. */
export function paintOrder<T extends { z: number }>(blocks: readonly T[]): T[] {
  return blocks.map((b, i) => [b, i] as const).sort((a, b) => a[0].z - b[0].z || a[1] - b[1]).map(([b]) => b);
}

/** Render a group block's content. */
export function renderGroup(block: GroupBlock, ctx: RenderContext): RenderedContent {
  return { html: paintOrder(block.props.children).map((child) => ctx.renderBlock(child)).join('') };
}
