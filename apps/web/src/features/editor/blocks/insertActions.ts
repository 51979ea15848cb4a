/** Insert actions of the content blocks (video, iframe, table, code, math): a default block, centred and selected. */
import type { BlockType } from '@podium/shared';
import { placeBlock } from '../model/blocks';
import { run } from '../actions/blockActions';
import type { ActionContext, EditorAction } from '../actions/types';

const CONTENT_TYPES = [
  ['video', 'Video'], ['iframe', 'Iframe'], ['table', 'Table'], ['code', 'Code'], ['math', 'Math'],
] as const satisfies ReadonlyArray<readonly [BlockType, string]>;

function insertDefault(ctx: ActionContext, type: BlockType): void {
  const slide = ctx.store.currentSlide();
  const block = placeBlock(type, { width: ctx.snap.meta.width, height: ctx.snap.meta.height }, slide.blocks);
  if (run(ctx, [{ type: 'deck.block.add', slideId: slide.id, block }])) ctx.store.select([block.id]);
}

export const CONTENT_INSERT_ACTIONS: EditorAction[] = CONTENT_TYPES.map(([type, label]) => ({
  id: `insert-${type}`, label, group: 'Insert', isEnabled: () => true, perform: (ctx) => insertDefault(ctx, type),
}));
