/** Block ops: add, delete, update, replace, move, resize, rotate, lock. Coordinates are in the block's parent space. */
import { BLOCK_COMMON_KEYS } from '../schema/block-base.js';
import type { Block } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import { checkBlock, checkNesting, checkSize } from './check.js';
import { fail, type Op, type OpFailure, type OpOf, type OpResult } from './types.js';
import {
  hasDuplicateIds, locateBlock, locateSlide, mapSiblings, replaceBlock, updateSlide, type BlockAt, type SlideAt,
} from './tree.js';

type Change = { blocks: Block[]; inverse: Op } | OpFailure;

/** Run a change on one slide's block tree. */
export function onSlide(doc: DeckDocument, slideId: string, fn: (at: SlideAt) => Change): OpResult {
  const at = locateSlide(doc, slideId);
  if (!at) return fail('not_found', 'Slide not found', 'slideId');
  const change = fn(at);
  if ('ok' in change) return change;
  return { ok: true, doc: updateSlide(doc, at, { ...at.slide, blocks: change.blocks }), inverse: change.inverse };
}

/** Find a block on a slide or fail. */
export function findBlock(at: SlideAt, id: string): BlockAt | OpFailure {
  return locateBlock(at.slide.blocks, id) ?? fail('not_found', 'Block not found', `${at.path}.blocks`);
}

/** deck.block.add: at `index` (default: last) in the slide or in group `parentId`. */
export function addBlock(doc: DeckDocument, op: OpOf<'deck.block.add'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const checked = checkBlock(op.block, 'block');
    if (!checked.ok) return checked;
    let depth = 0;
    if (op.parentId !== undefined) {
      const parent = findBlock(at, op.parentId);
      if ('ok' in parent) return parent;
      if (parent.block.type !== 'group') return fail('not_a_group', 'Blocks can only be added to a group', 'parentId');
      depth = parent.depth + 1;
    }
    const nesting = checkNesting([checked.block], depth, 'block');
    if (nesting) return nesting;
    let bad = false;
    const blocks = mapSiblings(at.slide.blocks, op.parentId, (list) => {
      const index = op.index ?? list.length;
      if (index > list.length) bad = true;
      else list.splice(index, 0, checked.block);
      return list;
    })!;
    if (bad) return fail('out_of_range', 'Index is past the end of the block list', 'index');
    if (hasDuplicateIds(blocks)) return fail('duplicate_id', 'A block with this id already exists on the slide', 'block.id');
    return { blocks, inverse: { type: 'deck.block.delete', slideId: op.slideId, blockId: checked.block.id } };
  });
}

/** deck.block.delete */
export function deleteBlock(doc: DeckDocument, op: OpOf<'deck.block.delete'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.blockId);
    if ('ok' in found) return found;
    const blocks = mapSiblings(at.slide.blocks, found.parentId, (list) => list.filter((_, i) => i !== found.index))!;
    const inverse: Op = { type: 'deck.block.add', slideId: op.slideId, block: found.block, index: found.index };
    if (found.parentId !== undefined) inverse.parentId = found.parentId;
    return { blocks, inverse };
  });
}

/** Apply a `{ key: value | null }` patch (null removes the key) and record the previous values the same way. */
function patch(target: Record<string, unknown>, changes: Record<string, unknown>): { next: Record<string, unknown>; undo: Record<string, unknown> } {
  const next = { ...target };
  const undo: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    undo[key] = key in target ? target[key] : null;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return { next, undo };
}

/** Swap a located block for `next` after validating it. */
export function swap(at: SlideAt, found: BlockAt, next: unknown, inverse: Op): Change {
  const path = `${at.path}.${found.path}`;
  const checked = checkBlock(next, path);
  if (!checked.ok) return checked;
  const nesting = checkNesting([checked.block], found.depth, path);
  if (nesting) return nesting;
  const blocks = replaceBlock(at.slide.blocks, found, checked.block);
  if (hasDuplicateIds(blocks)) return fail('duplicate_id', 'A block with this id already exists on the slide', path);
  return { blocks, inverse };
}

const COMMON = new Set<string>(BLOCK_COMMON_KEYS);

/** deck.block.update: common fields in `set`, type props in `props`; `null` clears an optional value. */
export function updateBlock(doc: DeckDocument, op: OpOf<'deck.block.update'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.blockId);
    if ('ok' in found) return found;
    if (Object.keys(op.props ?? {}).includes('__proto__')) return fail('invalid_op', 'Invalid prop name', 'props');
    const setKeys = Object.keys(op.set ?? {});
    const bad = setKeys.find((k) => !COMMON.has(k));
    if (bad) return fail('invalid_op', `"${bad}" cannot be changed by an update`, `set.${bad}`);
    if (found.block.type === 'group' && op.props && 'children' in op.props) {
      return fail('invalid_op', 'Group children change through group and ungroup', 'props.children');
    }
    const common = patch(found.block as unknown as Record<string, unknown>, op.set ?? {});
    const props = patch(found.block.props as Record<string, unknown>, withoutStaleSharedText(found.block, op.props ?? {}));
    const inverse: Op = { type: 'deck.block.update', slideId: op.slideId, blockId: op.blockId };
    if (op.set) inverse.set = common.undo;
    if (op.props) inverse.props = props.undo;
    return swap(at, found, { ...common.next, props: props.next }, inverse);
  });
}

/** HTML set whole (not typed as shared-text updates) replaces a text block's shared text, which is seeded again. */
function withoutStaleSharedText(block: Block, props: Record<string, unknown>): Record<string, unknown> {
  if (block.type !== 'text' || !('html' in props) || 'sharedText' in props || !('sharedText' in block.props)) return props;
  return { ...props, sharedText: null };
}

/** deck.block.replace: swap a whole block (same id); used as the exact inverse of shape-changing ops. */
export function replaceWhole(doc: DeckDocument, op: OpOf<'deck.block.replace'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.block.id);
    if ('ok' in found) return found;
    return swap(at, found, op.block, { type: 'deck.block.replace', slideId: op.slideId, block: found.block });
  });
}

/** deck.block.move: absolute positions for one or more blocks. */
export function moveBlocks(doc: DeckDocument, op: OpOf<'deck.block.move'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    let blocks = at.slide.blocks;
    const back: Array<{ id: string; x: number; y: number }> = [];
    for (const [i, move] of op.moves.entries()) {
      const found = locateBlock(blocks, move.id);
      if (!found) return fail('not_found', 'Block not found', `moves.${i}.id`);
      if (!Number.isFinite(move.x) || !Number.isFinite(move.y)) return fail('invalid', 'Position must be a number', `moves.${i}`);
      back.push({ id: move.id, x: found.block.x, y: found.block.y });
      blocks = replaceBlock(blocks, found, { ...found.block, x: move.x, y: move.y });
    }
    return { blocks, inverse: { type: 'deck.block.move', slideId: op.slideId, moves: back.reverse() } };
  });
}

/** Scale a group's descendants (and line endpoints) to a new box. */
function scaleContent(block: Block, sx: number, sy: number): Block {
  if (block.type === 'line') {
    const p = block.props;
    return { ...block, props: { ...p, x1: p.x1 * sx, y1: p.y1 * sy, x2: p.x2 * sx, y2: p.y2 * sy } };
  }
  if (block.type !== 'group') return block;
  const children = block.props.children.map((c) =>
    scaleContent({ ...c, x: c.x * sx, y: c.y * sy, width: Math.max(1, c.width * sx), height: Math.max(1, c.height * sy) }, sx, sy),
  );
  return { ...block, props: { children } };
}

/** deck.block.resize: new box (x/y change when resizing from a left or top handle). */
export function resizeBlock(doc: DeckDocument, op: OpOf<'deck.block.resize'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.id);
    if ('ok' in found) return found;
    const b = found.block;
    const small = checkSize({ width: op.width, height: op.height }, `${at.path}.${found.path}`);
    if (small) return small;
    const resized = scaleContent({ ...b, x: op.x, y: op.y, width: op.width, height: op.height }, op.width / b.width, op.height / b.height);
    // Scaling content is not exactly reversible in floating point, so those blocks are restored from a snapshot.
    const inverse: Op = b.type === 'group' || b.type === 'line'
      ? { type: 'deck.block.replace', slideId: op.slideId, block: b }
      : { type: 'deck.block.resize', slideId: op.slideId, id: op.id, x: b.x, y: b.y, width: b.width, height: b.height };
    return swap(at, found, resized, inverse);
  });
}

/** deck.block.rotate: degrees clockwise. */
export function rotateBlock(doc: DeckDocument, op: OpOf<'deck.block.rotate'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.id);
    if ('ok' in found) return found;
    const inverse: Op = { type: 'deck.block.rotate', slideId: op.slideId, id: op.id, rotation: found.block.rotation };
    return swap(at, found, { ...found.block, rotation: op.rotation }, inverse);
  });
}

/** deck.block.lock: lock or unlock blocks; the inverse restores each block's previous state. */
export function lockBlocks(doc: DeckDocument, op: OpOf<'deck.block.lock'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    let blocks = at.slide.blocks;
    const was: Record<'true' | 'false', string[]> = { true: [], false: [] };
    for (const [i, id] of op.ids.entries()) {
      const found = locateBlock(blocks, id);
      if (!found) return fail('not_found', 'Block not found', `ids.${i}`);
      was[String(found.block.locked) as 'true' | 'false'].push(id);
      blocks = replaceBlock(blocks, found, { ...found.block, locked: op.locked });
    }
    const ops: Op[] = (['true', 'false'] as const)
      .filter((k) => was[k].length)
      .map((k) => ({ type: 'deck.block.lock', slideId: op.slideId, ids: was[k], locked: k === 'true' }));
    return { blocks, inverse: ops.length === 1 ? ops[0]! : { type: 'deck.batch', ops } };
  });
}
