/** Stacking and grouping ops: arrange (front/back/forward/backward), explicit order, group, ungroup. */
import { paintOrder } from '../blocks/group/render.js';
import type { Block, GroupBlock } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import { checkNesting } from './check.js';
import { findBlock, onSlide } from './blocks.js';
import { fail, type Op, type OpOf, type OpResult } from './types.js';
import { locateBlock, mapSiblings } from './tree.js';

/** Sibling list of a parent (undefined: slide level). */
function siblingsOf(blocks: readonly Block[], parentId: string | undefined): readonly Block[] {
  if (parentId === undefined) return blocks;
  const parent = locateBlock(blocks, parentId)?.block;
  return parent?.type === 'group' ? parent.props.children : [];
}

/** deck.block.arrange: reorders the siblings' paint order and renumbers their z from 0. */
export function arrangeBlock(doc: DeckDocument, op: OpOf<'deck.block.arrange'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.id);
    if ('ok' in found) return found;
    const order = paintOrder(siblingsOf(at.slide.blocks, found.parentId)).map((b) => b.id);
    const from = order.indexOf(op.id);
    const to = { front: order.length - 1, back: 0, forward: Math.min(order.length - 1, from + 1), backward: Math.max(0, from - 1) }[op.to];
    order.splice(from, 1);
    order.splice(to, 0, op.id);
    const rank = new Map(order.map((id, i) => [id, i]));
    const undo: Record<string, number> = {};
    const blocks = mapSiblings(at.slide.blocks, found.parentId, (list) =>
      list.map((b) => {
        undo[b.id] = b.z;
        return { ...b, z: rank.get(b.id)! };
      }),
    )!;
    return { blocks, inverse: { type: 'deck.block.order', slideId: op.slideId, z: undo } };
  });
}

/** deck.block.order: set z values explicitly (the inverse of arrange). */
export function orderBlocks(doc: DeckDocument, op: OpOf<'deck.block.order'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    let blocks = at.slide.blocks;
    const undo: Record<string, number> = {};
    for (const [id, z] of Object.entries(op.z)) {
      const found = locateBlock(blocks, id);
      if (!found) return fail('not_found', 'Block not found', `z.${id}`);
      if (!Number.isInteger(z) || z < 0) return fail('invalid', 'z must be a whole number ≥ 0', `z.${id}`);
      undo[id] = found.block.z;
      blocks = mapSiblings(blocks, found.parentId, (list) => list.map((b, i) => (i === found.index ? { ...b, z } : b)))!;
    }
    return { blocks, inverse: { type: 'deck.block.order', slideId: op.slideId, z: undo } };
  });
}

/** deck.block.group: siblings become children of a new group sized to their bounding box. */
export function groupBlocks(doc: DeckDocument, op: OpOf<'deck.block.group'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    if (new Set(op.ids).size !== op.ids.length) return fail('invalid_op', 'A block is listed twice', 'ids');
    if (locateBlock(at.slide.blocks, op.groupId)) return fail('duplicate_id', 'A block with this id already exists on the slide', 'groupId');
    const found = [];
    for (const [i, id] of op.ids.entries()) {
      const f = locateBlock(at.slide.blocks, id);
      if (!f) return fail('not_found', 'Block not found', `ids.${i}`);
      found.push(f);
    }
    const parentId = found[0]!.parentId;
    if (found.some((f) => f.parentId !== parentId)) return fail('not_siblings', 'Only blocks with the same parent can be grouped', 'ids');
    const members = found.sort((a, b) => a.index - b.index);
    const nesting = checkNesting(members.map((m) => m.block), members[0]!.depth + 1, `${at.path}.${members[0]!.path}`);
    if (nesting) return nesting;
    const x = Math.min(...members.map((m) => m.block.x));
    const y = Math.min(...members.map((m) => m.block.y));
    const group: GroupBlock = {
      id: op.groupId,
      type: 'group',
      x,
      y,
      width: Math.max(1, Math.max(...members.map((m) => m.block.x + m.block.width)) - x),
      height: Math.max(1, Math.max(...members.map((m) => m.block.y + m.block.height)) - y),
      rotation: 0,
      z: Math.max(...members.map((m) => m.block.z)),
      locked: false,
      opacity: 1,
      props: { children: members.map((m) => ({ ...m.block, x: m.block.x - x, y: m.block.y - y })) },
    };
    const taken = new Set(op.ids);
    const blocks = mapSiblings(at.slide.blocks, parentId, (list) => {
      const rest = list.filter((b) => !taken.has(b.id));
      rest.splice(members[0]!.index, 0, group);
      return rest;
    })!;
    // Deleting the group and re-adding the originals at their indices restores the exact previous list.
    const readd: Op[] = members.map((m) => ({
      type: 'deck.block.add', slideId: op.slideId, block: m.block, index: m.index, ...(parentId !== undefined ? { parentId } : {}),
    }));
    return { blocks, inverse: { type: 'deck.batch', ops: [{ type: 'deck.block.delete', slideId: op.slideId, blockId: op.groupId }, ...readd] } };
  });
}

/** deck.block.ungroup: children return to the group's parent at the group's place, in paint order, at the group's z. */
export function ungroupBlock(doc: DeckDocument, op: OpOf<'deck.block.ungroup'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.groupId);
    if ('ok' in found) return found;
    const group = found.block;
    if (group.type !== 'group') return fail('not_a_group', 'Only a group can be ungrouped', 'groupId');
    const freed = paintOrder(group.props.children).map((c) => ({ ...c, x: c.x + group.x, y: c.y + group.y, z: group.z }));
    const blocks = mapSiblings(at.slide.blocks, found.parentId, (list) => {
      list.splice(found.index, 1, ...freed);
      return list;
    })!;
    const readd: Op = {
      type: 'deck.block.add', slideId: op.slideId, block: group, index: found.index,
      ...(found.parentId !== undefined ? { parentId: found.parentId } : {}),
    };
    const removeFreed: Op[] = freed.map((c) => ({ type: 'deck.block.delete', slideId: op.slideId, blockId: c.id }));
    return { blocks, inverse: { type: 'deck.batch', ops: [...removeFreed, readd] } };
  });
}
