/** Op builders for the editor: they fill in the ids an op must carry so every client replays it identically. */
import { newId } from '../ids.js';
import { emptySlide } from '../document.js';
import type { Block } from '../schema/block.js';
import type { Slide } from '../schema/slide.js';
import type { ArrangeTarget, Op, OpOf, Position } from './types.js';

/** Add a slide (a new blank one unless given) at a position. */
export function addSlideOp(at: Position, slide: Slide = emptySlide()): OpOf<'deck.slide.add'> {
  return { type: 'deck.slide.add', slide, at };
}

/** Duplicate a slide; the copy gets a fresh id (its block ids derive from it). */
export function duplicateSlideOp(id: string): OpOf<'deck.slide.duplicate'> {
  return { type: 'deck.slide.duplicate', id, copyId: newId() };
}

/** Group blocks under a new group id. */
export function groupOp(slideId: string, ids: string[]): OpOf<'deck.block.group'> {
  return { type: 'deck.block.group', slideId, ids, groupId: newId() };
}

/** Add a block to a slide (or into a group). */
export function addBlockOp(slideId: string, block: Block, parentId?: string): OpOf<'deck.block.add'> {
  return parentId === undefined ? { type: 'deck.block.add', slideId, block } : { type: 'deck.block.add', slideId, block, parentId };
}

/** Move several blocks by the same offset (a drag of a selection), as absolute positions. */
export function nudgeOp(slideId: string, blocks: ReadonlyArray<Pick<Block, 'id' | 'x' | 'y'>>, dx: number, dy: number): OpOf<'deck.block.move'> {
  return { type: 'deck.block.move', slideId, moves: blocks.map((b) => ({ id: b.id, x: b.x + dx, y: b.y + dy })) };
}

/** Arrange one block. */
export function arrangeOp(slideId: string, id: string, to: ArrangeTarget): OpOf<'deck.block.arrange'> {
  return { type: 'deck.block.arrange', slideId, id, to };
}

/** Several ops as one undo step. */
export function batchOp(ops: Op[]): OpOf<'deck.batch'> {
  return { type: 'deck.batch', ops };
}
