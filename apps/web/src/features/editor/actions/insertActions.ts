/** The one insert path (toolbar, paste, images) and the Insert actions, one per block type in the block registry. */
import type { Block, CreateBlockInput } from '@podium/deck';
import type { BlockType } from '@podium/shared';
import { placeBlock } from '../model/blocks';
import type { EditorStore } from '../state/store';
import { insertableBlocks } from '../blocks/registry';
import type { ActionContext, EditorAction } from './types';

/**
 * Add a new block to the current slide and select it. New blocks go on the slide itself (an entered group is left),
 * centred (or centred on `at`), in front of the others; a refused op is reported through `notify`.
 */
export function insertBlock<T extends BlockType>(
  store: EditorStore, notify: (message: string) => void, type: T, input: CreateBlockInput<T> = {}, at?: { x: number; y: number },
): Block | null {
  if (store.getSnapshot().groupId) store.enterGroup(null);
  const { meta } = store.getSnapshot();
  const slide = store.currentSlide();
  const block = placeBlock(type, { width: meta.width, height: meta.height }, slide.blocks, input, at);
  const result = store.dispatch({ type: 'deck.block.add', slideId: slide.id, block });
  if (!result.ok) {
    notify(result.error.message);
    return null;
  }
  store.select([block.id]);
  return block;
}

/** Insert a block of `type` from an action (the current deck's theme decides default colours). */
function insertFromAction<T extends BlockType>(ctx: ActionContext, type: T, input: CreateBlockInput<T>): boolean {
  return insertBlock(ctx.store, ctx.ui.notify, type, input) !== null;
}

/** `insert-<type>` for every block type the top bar offers, in toolbar order. */
export const INSERT_ACTIONS: EditorAction[] = insertableBlocks().map(({ type, insert }) => {
  const { label, icon, order, hint, perform, input, afterInsert, isActive } = insert!;
  return {
    id: `insert-${type}`, label, group: 'Insert',
    toolbar: { bar: 'insert', icon, order, testId: `toolbar-insert-${type}`, showLabel: true, ...(hint ? { hint } : {}) },
    ...(isActive ? { isActive } : {}),
    isEnabled: () => true,
    perform: (ctx) => {
      if (perform) return perform(ctx);
      if (insertFromAction(ctx, type, input?.(ctx) ?? {})) afterInsert?.(ctx);
    },
  } satisfies EditorAction;
});
