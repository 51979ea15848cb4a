/** Block commands: clipboard, duplicate, delete, select, nudge, lock, group / ungroup and arrange. */
import { arrangeOp, batchOp, escapeText, groupOp, nudgeOp, type ArrangeTarget, type Block, type Op } from '@podium/deck';
import { EDITOR } from '@podium/shared';
import { addCopiesOps, blocksById } from '../model/blocks';
import { insertBlock } from './insertBlock';
import { editBlock } from '../canvas/useCanvasKeyboard';
import { childrenRead, scopeOf } from '../model/scope';
import type { ActionContext, EditorAction } from './types';

/** The selected top-level blocks of the current slide. */
export function selected(ctx: ActionContext): Block[] {
  return blocksById(ctx.snap.doc, ctx.snap.slideId, ctx.snap.selection);
}

/** The blocks of the current scope (the slide, or the entered group). */
function scopeBlocks(ctx: ActionContext): readonly Block[] {
  return scopeOf(ctx.store.currentSlide().blocks, ctx.snap.groupId).blocks;
}

/** Add ops into the entered group (copies stay beside their originals). */
function intoScope(ctx: ActionContext, ops: Op[]): Op[] {
  const parentId = ctx.snap.groupId;
  return parentId ? ops.map((op) => (op.type === 'deck.block.add' ? { ...op, parentId } : op)) : ops;
}

const unlocked = (ctx: ActionContext) => selected(ctx).filter((b) => !b.locked);
const hasSelection = (ctx: ActionContext) => ctx.snap.selection.length > 0;

/** Dispatch ops as one undo step; a refused step tells the user why (the document is left as it was). */
export function run(ctx: ActionContext, ops: Op[]): boolean {
  if (ops.length === 0) return false;
  const result = ctx.store.dispatch(ops.length === 1 ? ops[0]! : batchOp(ops));
  if (!result.ok) ctx.ui.notify(result.error.message);
  return result.ok;
}

function paste(ctx: ActionContext): void {
  const slide = ctx.store.currentSlide();
  const taken = ctx.store.takePaste(ctx.clipboard);
  if (taken) {
    const { ops, ids } = addCopiesOps(slide.id, scopeBlocks(ctx), taken.blocks, taken.offset);
    if (run(ctx, intoScope(ctx, ops))) ctx.store.select(ids);
    return;
  }
  const text = ctx.clipboard?.getData('text/plain').trim();
  if (!text) return;
  const html = text.split(/\n{2,}/).map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`).join('');
  insertBlock(ctx.store, ctx.ui.notify, 'text', { props: { html } });
}

function remove(ctx: ActionContext): void {
  const blocks = unlocked(ctx);
  run(ctx, blocks.map((b) => ({ type: 'deck.block.delete', slideId: ctx.snap.slideId, blockId: b.id })));
}

function nudge(id: string, label: string, key: string, dx: number, dy: number, hidden = false): EditorAction {
  return {
    id, label, group: 'Edit', shortcut: [key], hidden,
    ...(hidden ? {} : { displayShortcut: ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'Shift+ArrowLeft'] }),
    isEnabled: (ctx) => unlocked(ctx).length > 0,
    perform: (ctx) => {
      run(ctx, [nudgeOp(ctx.snap.slideId, unlocked(ctx), dx, dy)]);
    },
  };
}

function arrange(id: string, label: string, to: ArrangeTarget, shortcut: string): EditorAction {
  return {
    id, label, group: 'Arrange', shortcut: [shortcut],
    isEnabled: hasSelection,
    perform: (ctx) => {
      // Moving several blocks one by one keeps their relative order when each goes the same way.
      const blocks = selected(ctx).sort((a, b) => (to === 'front' || to === 'backward' ? a.z - b.z : b.z - a.z));
      run(ctx, blocks.map((b) => arrangeOp(ctx.snap.slideId, b.id, to)));
    },
  };
}

export const BLOCK_ACTIONS: EditorAction[] = [
  {
    id: 'copy', label: 'Copy', group: 'Edit', shortcut: ['Mod+C'], clipboardEvent: 'copy',
    isEnabled: hasSelection,
    perform: (ctx) => ctx.store.copy(selected(ctx), ctx.clipboard),
  },
  {
    id: 'cut', label: 'Cut', group: 'Edit', shortcut: ['Mod+X'], clipboardEvent: 'cut',
    isEnabled: (ctx) => unlocked(ctx).length > 0,
    perform: (ctx) => {
      ctx.store.copy(unlocked(ctx), ctx.clipboard);
      remove(ctx);
    },
  },
  {
    id: 'paste', label: 'Paste', group: 'Edit', shortcut: ['Mod+V'], clipboardEvent: 'paste',
    isEnabled: (ctx) => Boolean(ctx.clipboard) || ctx.snap.clipboard !== null,
    perform: paste,
  },
  {
    id: 'duplicate', label: 'Duplicate', group: 'Edit', shortcut: ['Mod+D'],
    isEnabled: hasSelection,
    perform: (ctx) => {
      const { ops, ids } = addCopiesOps(ctx.snap.slideId, scopeBlocks(ctx), selected(ctx), EDITOR.pasteOffset);
      if (run(ctx, intoScope(ctx, ops))) ctx.store.select(ids);
    },
  },
  {
    id: 'delete', label: 'Delete', group: 'Edit', shortcut: ['Delete', 'Backspace'],
    isEnabled: (ctx) => unlocked(ctx).length > 0,
    perform: remove,
  },
  {
    id: 'select-all', label: 'Select all', group: 'Edit', shortcut: ['Mod+A'],
    isEnabled: (ctx) => scopeBlocks(ctx).length > 0,
    perform: (ctx) => ctx.store.select(scopeBlocks(ctx).map((b) => b.id)),
  },
  {
    id: 'next-block', label: 'Next / previous block in reading order', group: 'Edit', shortcut: ['Tab', 'Shift+Tab'], onFocusedBlock: true,
    isEnabled: (ctx) => scopeBlocks(ctx).length > 0,
    perform: () => undefined,
  },
  {
    id: 'edit-block', label: 'Edit the block (its text, or its panel)', group: 'Edit', shortcut: ['Enter'], onFocusedBlock: true,
    isEnabled: (ctx) => selected(ctx).length === 1,
    perform: (ctx) => editBlock(ctx.store, selected(ctx)[0]!),
  },
  {
    id: 'deselect', label: 'Deselect (then leave the group)', group: 'Edit', shortcut: ['Escape'],
    isEnabled: (ctx) => hasSelection(ctx) || ctx.snap.groupId !== null,
    perform: (ctx) => {
      if (hasSelection(ctx)) return ctx.store.select([]);
      ctx.store.enterGroup(null);
    },
  },
  nudge('nudge-left', 'Nudge 1 px (Shift: 10 px)', 'ArrowLeft', -1, 0),
  nudge('nudge-right', 'Nudge right', 'ArrowRight', 1, 0, true),
  nudge('nudge-up', 'Nudge up', 'ArrowUp', 0, -1, true),
  nudge('nudge-down', 'Nudge down', 'ArrowDown', 0, 1, true),
  nudge('nudge-left-10', 'Nudge left 10 px', 'Shift+ArrowLeft', -10, 0, true),
  nudge('nudge-right-10', 'Nudge right 10 px', 'Shift+ArrowRight', 10, 0, true),
  nudge('nudge-up-10', 'Nudge up 10 px', 'Shift+ArrowUp', 0, -10, true),
  nudge('nudge-down-10', 'Nudge down 10 px', 'Shift+ArrowDown', 0, 10, true),
  {
    id: 'lock', label: 'Lock / unlock', group: 'Arrange', shortcut: ['Mod+Shift+L'],
    isEnabled: hasSelection,
    perform: (ctx) => {
      const blocks = selected(ctx);
      const locked = !blocks.every((b) => b.locked);
      run(ctx, [{ type: 'deck.block.lock', slideId: ctx.snap.slideId, ids: blocks.map((b) => b.id), locked }]);
    },
  },
  {
    id: 'group', label: 'Group', group: 'Arrange', shortcut: ['Mod+G'],
    isEnabled: (ctx) => unlocked(ctx).length >= 2,
    perform: (ctx) => {
      const op = groupOp(ctx.snap.slideId, unlocked(ctx).map((b) => b.id));
      if (run(ctx, [op])) ctx.store.select([op.groupId]);
    },
  },
  {
    id: 'ungroup', label: 'Ungroup', group: 'Arrange', shortcut: ['Mod+Shift+G'],
    isEnabled: (ctx) => selected(ctx).some((b) => b.type === 'group' && !b.locked),
    perform: (ctx) => {
      const groups = selected(ctx).filter((b) => b.type === 'group' && !b.locked);
      const freed = groups.flatMap((g) => (g.type === 'group' ? g.props.children.map((c) => c.id) : []));
      if (run(ctx, groups.map((g) => ({ type: 'deck.block.ungroup', slideId: ctx.snap.slideId, groupId: g.id })))) ctx.store.select(freed);
    },
  },
  {
    id: 'enter-group', label: 'Edit inside group (or double-click)', group: 'Arrange', shortcut: ['Mod+Alt+G'],
    isEnabled: (ctx) => selected(ctx).length === 1 && selected(ctx)[0]!.type === 'group' && !selected(ctx)[0]!.locked,
    perform: (ctx) => {
      const group = selected(ctx)[0]!;
      const first = group.type === 'group' ? childrenRead(group)[0] : undefined;
      ctx.store.enterGroup(group.id, first ? [first.id] : []);
    },
  },
  {
    id: 'block-menu', label: 'Open the block menu', group: 'Edit', shortcut: ['Shift+F10', 'ContextMenu'],
    isEnabled: hasSelection,
    perform: (ctx) => ctx.ui.openBlockMenu(),
  },
  arrange('bring-to-front', 'Bring to front', 'front', 'Mod+Shift+ArrowUp'),
  arrange('bring-forward', 'Bring forward', 'forward', 'Mod+ArrowUp'),
  arrange('send-backward', 'Send backward', 'backward', 'Mod+ArrowDown'),
  arrange('send-to-back', 'Send to back', 'back', 'Mod+Shift+ArrowDown'),
];
