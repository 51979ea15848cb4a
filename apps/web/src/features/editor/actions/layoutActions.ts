/**
 * Layout commands: align the selected blocks (to the selection, or one block to the slide), distribute them with
 * equal gaps, match the first selected block's width or height. Each is one op batch: one undo step, sent to
 * co-editors like any edit. The geometry is in model/layout.ts.
 */
import type { Op } from '@podium/deck';
import { scopeOf } from '../model/scope';
import { alignMoves, alignReference, distributeMoves, matchSizeResizes, type AlignEdge, type Axis, type LayoutItem, type Move, type Resize } from '../model/layout';
import { run, selected } from './blockActions';
import type { ActionContext, EditorAction } from './types';

const movable = (ctx: ActionContext) => selected(ctx).filter((b) => !b.locked).length;

/** The slide's area in the coordinates of the selected blocks' parent (inside an entered group it is offset). */
function slideArea(ctx: ActionContext) {
  const { offset } = scopeOf(ctx.store.currentSlide().blocks, ctx.snap.groupId);
  return { x: -offset.x, y: -offset.y, width: ctx.snap.meta.width, height: ctx.snap.meta.height };
}

function apply(ctx: ActionContext, moves: Move[], resizes: Resize[] = []): void {
  const slideId = ctx.snap.slideId;
  const ops: Op[] = [
    ...(moves.length ? [{ type: 'deck.block.move' as const, slideId, moves }] : []),
    ...resizes.map(({ id, x, y, width, height }) => ({ type: 'deck.block.resize' as const, slideId, id, x, y, width, height })),
  ];
  run(ctx, ops);
}

function align(edge: AlignEdge, label: string, key: string): EditorAction {
  return {
    id: `align-${edge}`, label, group: 'Align', shortcut: [`Alt+Shift+${key}`],
    isEnabled: (ctx) => movable(ctx) > 0,
    perform: (ctx) => {
      const items: LayoutItem[] = selected(ctx);
      const reference = alignReference(items, slideArea(ctx));
      if (reference) apply(ctx, alignMoves(items, edge, reference));
    },
  };
}

function distribute(axis: Axis, label: string, key: string): EditorAction {
  return {
    id: `distribute-${axis}`, label, group: 'Align', shortcut: [`Alt+Shift+${key}`],
    isEnabled: (ctx) => selected(ctx).length >= 3 && movable(ctx) > 0,
    perform: (ctx) => apply(ctx, distributeMoves(selected(ctx), axis)),
  };
}

function matchSize(dimension: 'width' | 'height', label: string): EditorAction {
  return {
    id: `match-${dimension}`, label, group: 'Align',
    isEnabled: (ctx) => selected(ctx).length >= 2 && movable(ctx) > 0,
    perform: (ctx) => {
      const blocks = selected(ctx);
      // The block selected first sets the size (the selection keeps the order blocks were picked in).
      const reference = blocks.find((b) => b.id === ctx.snap.selection[0]) ?? blocks[0]!;
      apply(ctx, [], matchSizeResizes(blocks, dimension, reference));
    },
  };
}

export const LAYOUT_ACTIONS: EditorAction[] = [
  align('left', 'Align left', 'L'),
  align('center', 'Align centre', 'C'),
  align('right', 'Align right', 'R'),
  align('top', 'Align top', 'T'),
  align('middle', 'Align middle', 'M'),
  align('bottom', 'Align bottom', 'B'),
  distribute('horizontal', 'Distribute horizontally', 'H'),
  distribute('vertical', 'Distribute vertically', 'V'),
  matchSize('width', 'Match width'),
  matchSize('height', 'Match height'),
];
