import { describe, expect, it } from 'vitest';
import { paintOrder } from '../blocks/group/render.js';
import type { Block } from '../schema/block.js';
import { deepFreeze, fid, fixtureDoc, sid } from '../test-fixtures.js';
import { applyOp } from './apply.js';
import { applyAndInvert, expectError } from './test-helpers.js';

const doc = deepFreeze(fixtureDoc());
const S = sid(1);
const painted = (blocks: readonly Block[]): string[] => paintOrder(blocks).map((b) => b.id);

describe('deck.block.arrange / order', () => {
  it('brings to front, sends to back, forward and backward', () => {
    const front = applyAndInvert(doc, { type: 'deck.block.arrange', slideId: S, id: fid(0xb1), to: 'front' });
    expect(painted(front.slides[0]!.blocks).at(-1)).toBe(fid(0xb1));
    const back = applyAndInvert(doc, { type: 'deck.block.arrange', slideId: S, id: fid(0xbc), to: 'back' });
    expect(painted(back.slides[0]!.blocks)[0]).toBe(fid(0xbc));
    const forward = applyAndInvert(doc, { type: 'deck.block.arrange', slideId: S, id: fid(0xb1), to: 'forward' });
    expect(painted(forward.slides[0]!.blocks).slice(0, 2)).toEqual([fid(0xb2), fid(0xb1)]);
    const backward = applyAndInvert(doc, { type: 'deck.block.arrange', slideId: S, id: fid(0xb2), to: 'backward' });
    expect(painted(backward.slides[0]!.blocks).slice(0, 2)).toEqual([fid(0xb2), fid(0xb1)]);
  });
  it('arranges inside a group', () => {
    const next = applyAndInvert(doc, { type: 'deck.block.arrange', slideId: S, id: fid(0xbd), to: 'front' });
    const group = next.slides[0]!.blocks[11]!;
    expect(group.type === 'group' && painted(group.props.children)).toEqual([fid(0xbe), fid(0xbd)]);
  });
  it('sets explicit z values', () => {
    applyAndInvert(doc, { type: 'deck.block.order', slideId: S, z: { [fid(0xb1)]: 50, [fid(0xbe)]: 3 } });
    expectError(doc, { type: 'deck.block.order', slideId: S, z: { [fid(0xb1)]: -1 } }, 'invalid');
    expectError(doc, { type: 'deck.block.arrange', slideId: S, id: fid(0xff), to: 'front' }, 'not_found');
  });
});

describe('deck.block.group / ungroup', () => {
  it('groups non-adjacent siblings into their bounding box, relative coordinates', () => {
    const next = applyAndInvert(doc, { type: 'deck.block.group', slideId: S, ids: [fid(0xb4), fid(0xb2)], groupId: fid(0xee) });
    const group = next.slides[0]!.blocks.find((b) => b.id === fid(0xee))!;
    expect(group).toMatchObject({ type: 'group', x: 0, y: 0, width: 330, height: 440, z: 3 });
    expect(group.type === 'group' && group.props.children.map((c) => [c.id, c.x, c.y])).toEqual([[fid(0xb2), 10, 200], [fid(0xb4), 0, 0]]);
    expect(next.slides[0]!.blocks).toHaveLength(11);
  });
  it('groups inside a group and refuses mixed parents, too-deep nesting and reused ids', () => {
    applyAndInvert(doc, { type: 'deck.block.group', slideId: S, ids: [fid(0xbd), fid(0xbe)], groupId: fid(0xee) });
    expectError(doc, { type: 'deck.block.group', slideId: S, ids: [fid(0xb1), fid(0xbe)], groupId: fid(0xee) }, 'not_siblings');
    expectError(doc, { type: 'deck.block.group', slideId: S, ids: [fid(0xb1), fid(0xb2)], groupId: fid(0xb3) }, 'duplicate_id');
    expectError(doc, { type: 'deck.block.group', slideId: S, ids: [fid(0xb1), fid(0xb1)], groupId: fid(0xee) }, 'invalid_op');
    let deep = doc;
    // Wrap the existing group five more times (depth 6), then a seventh level is refused.
    for (let i = 0; i < 5; i += 1) {
      const inner = deep.slides[0]!.blocks.find((b) => b.type === 'group')!;
      const add = applyOp(deep, { type: 'deck.block.add', slideId: S, block: { ...inner, id: fid(0xd00 + i), type: 'text', props: { html: '' } } as Block });
      if (!add.ok) throw new Error(add.error.message);
      const grouped = applyOp(add.doc, { type: 'deck.block.group', slideId: S, ids: [inner.id, fid(0xd00 + i)], groupId: fid(0xd10 + i) });
      if (!grouped.ok) throw new Error(grouped.error.message);
      deep = grouped.doc;
    }
    const outer = deep.slides[0]!.blocks.find((b) => b.type === 'group')!;
    expectError(deep, { type: 'deck.block.group', slideId: S, ids: [outer.id, fid(0xb1)], groupId: fid(0xee) }, 'group_too_deep');
  });
  it('ungroups back to absolute coordinates at the group z', () => {
    const next = applyAndInvert(doc, { type: 'deck.block.ungroup', slideId: S, groupId: fid(0xbc) });
    const blocks = next.slides[0]!.blocks;
    expect(blocks.slice(11).map((b) => [b.id, b.x, b.y, b.z])).toEqual([[fid(0xbd), 600, 500, 11], [fid(0xbe), 720, 520, 11]]);
    expectError(doc, { type: 'deck.block.ungroup', slideId: S, groupId: fid(0xb1) }, 'not_a_group');
  });
  it('group then ungroup restores positions', () => {
    const g = applyOp(doc, { type: 'deck.block.group', slideId: S, ids: [fid(0xb1), fid(0xb2)], groupId: fid(0xee) });
    if (!g.ok) throw new Error(g.error.message);
    const u = applyOp(g.doc, { type: 'deck.block.ungroup', slideId: S, groupId: fid(0xee) });
    if (!u.ok) throw new Error(u.error.message);
    const pos = (id: string): unknown => u.doc.slides[0]!.blocks.filter((b) => b.id === id).map((b) => [b.x, b.y, b.width, b.height]);
    expect(pos(fid(0xb1))).toEqual([[80, 40, 800, 100]]);
    expect(pos(fid(0xb2))).toEqual([[10, 200, 320, 240]]);
  });
});

describe('deck.batch', () => {
  it('applies all or nothing and inverts in reverse', () => {
    applyAndInvert(doc, {
      type: 'deck.batch',
      ops: [
        { type: 'deck.block.move', slideId: S, moves: [{ id: fid(0xb1), x: 0, y: 0 }] },
        { type: 'deck.slide.notes', id: S, notes: 'batch' },
        { type: 'deck.slide.delete', id: sid(5) },
      ],
    });
    expectError(doc, { type: 'deck.batch', ops: [{ type: 'deck.slide.notes', id: S, notes: 'x' }, { type: 'deck.slide.delete', id: sid(99) }] }, 'not_found', 'ops.1.id');
  });
});
