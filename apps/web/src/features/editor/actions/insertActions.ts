/** The Insert actions: one per block type the block registry offers in the top bar, all through insertBlock. */
import type { CreateBlockInput } from '@podium/deck';
import type { BlockType } from '@podium/shared';
import { insertableBlocks } from '../blocks/registry';
import { insertBlock } from './insertBlock';
import type { ActionContext, EditorAction } from './types';

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
