import { describe, expect, it } from 'vitest';
import { createBlock } from '../blocks/registry.js';
import type { Block } from '../schema/block.js';
import { deepFreeze, fid, fixtureDoc, sid } from '../test-fixtures.js';
import { applyOp } from './apply.js';
import { applyAndInvert, expectError } from './test-helpers.js';

const doc = deepFreeze(fixtureDoc());
const S = sid(1);
const blockOf = (d: typeof doc, id: string): Block | undefined => {
  const walk = (list: readonly Block[]): Block | undefined => {
    for (const b of list) {
      if (b.id === id) return b;
      if (b.type === 'group') {
        const inner = walk(b.props.children);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  return walk(d.slides[0]!.blocks);
};

describe('deck.block.add / delete', () => {
  it('adds at the end, at an index, and inside a group', () => {
    const block = createBlock('text', { id: fid(0xf1) });
    expect(applyAndInvert(doc, { type: 'deck.block.add', slideId: S, block }).slides[0]!.blocks.at(-1)!.id).toBe(fid(0xf1));
    expect(applyAndInvert(doc, { type: 'deck.block.add', slideId: S, block, index: 0 }).slides[0]!.blocks[0]!.id).toBe(fid(0xf1));
    const inGroup = applyAndInvert(doc, { type: 'deck.block.add', slideId: S, block, parentId: fid(0xbc), index: 1 });
    const group = blockOf(inGroup, fid(0xbc));
    expect(group?.type === 'group' && group.props.children.map((c) => c.id)).toEqual([fid(0xbd), fid(0xf1), fid(0xbe)]);
  });
  it('deletes top-level and grouped blocks', () => {
    expect(blockOf(applyAndInvert(doc, { type: 'deck.block.delete', slideId: S, blockId: fid(0xb4) }), fid(0xb4))).toBeUndefined();
    expect(blockOf(applyAndInvert(doc, { type: 'deck.block.delete', slideId: S, blockId: fid(0xbe) }), fid(0xbe))).toBeUndefined();
  });
  it('validates added blocks', () => {
    const ok = createBlock('text', { id: fid(0xf1) });
    expectError(doc, { type: 'deck.block.add', slideId: S, block: { ...ok, width: 0 } }, 'block_too_small', 'block.width');
    expectError(doc, { type: 'deck.block.add', slideId: S, block: { ...ok, id: fid(0xb1) } }, 'duplicate_id');
    expectError(doc, { type: 'deck.block.add', slideId: S, block: ok, parentId: fid(0xb1) }, 'not_a_group');
    expectError(doc, { type: 'deck.block.add', slideId: S, block: ok, index: 99 }, 'out_of_range');
    expectError(doc, { type: 'deck.block.add', slideId: sid(99), block: ok }, 'not_found', 'slideId');
    expectError(doc, { type: 'deck.block.add', slideId: S, block: { ...ok, link: 'javascript:alert(1)' } }, 'invalid', 'block.link');
    expectError(doc, { type: 'deck.block.delete', slideId: S, blockId: fid(0xff) }, 'not_found');
  });
  it('refuses groups nested deeper than 6', () => {
    const nest = (depth: number, n = 0): Block =>
      createBlock('group', { id: fid(0xa00 + n), props: { children: depth > 1 ? [nest(depth - 1, n + 1)] : [createBlock('text', { id: fid(0xaf0) })] } });
    applyAndInvert(doc, { type: 'deck.block.add', slideId: S, block: nest(6) });
    expectError(doc, { type: 'deck.block.add', slideId: S, block: nest(7) }, 'group_too_deep');
    // The existing group is depth 1, so a 6-deep group inside it would make 7.
    expectError(doc, { type: 'deck.block.add', slideId: S, block: nest(6), parentId: fid(0xbc) }, 'group_too_deep');
  });
});

describe('deck.block.update / replace', () => {
  it('updates common fields and props, clearing with null', () => {
    const next = applyAndInvert(doc, {
      type: 'deck.block.update', slideId: S, blockId: fid(0xb4),
      set: { opacity: 1, border: null, fragment: { style: 'fade-out', index: 1 } },
      props: { kind: 'star', stroke: null },
    });
    expect(blockOf(next, fid(0xb4))).toMatchObject({ opacity: 1, fragment: { style: 'fade-out', index: 1 }, props: { kind: 'star' } });
    expect(blockOf(next, fid(0xb4))).not.toHaveProperty('border');
    applyAndInvert(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xbe), props: { html: '<p>changed</p>' } });
  });
  it('refuses invalid updates', () => {
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xb4), set: { width: 0.5 } }, 'block_too_small', 'slides.0.blocks.3.width');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xbe), set: { height: -1 } }, 'block_too_small', 'slides.0.blocks.11.props.children.1.height');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xb4), set: { id: 'x' } }, 'invalid_op');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xb4), props: { kind: 'blob' } }, 'invalid', 'slides.0.blocks.3.props.kind');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xb4), props: { fill: null } }, 'invalid');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xb9), props: { highlight: '1|x' } }, 'invalid');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xbc), props: { children: [] } }, 'invalid_op');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xb4), set: { fragment: { style: 'spin' } } }, 'invalid');
    expectError(doc, { type: 'deck.block.update', slideId: S, blockId: fid(0xb1), props: JSON.parse('{"__proto__":{"html":"x"}}') as Record<string, unknown> }, 'invalid_op');
  });
  it('replaces a whole block', () => {
    const replacement = createBlock('math', { id: fid(0xb1), props: { tex: 'x' } });
    expect(blockOf(applyAndInvert(doc, { type: 'deck.block.replace', slideId: S, block: replacement }), fid(0xb1))?.type).toBe('math');
  });
});

describe('deck.block.move / resize / rotate / lock', () => {
  it('moves several blocks', () => {
    const next = applyAndInvert(doc, { type: 'deck.block.move', slideId: S, moves: [{ id: fid(0xb1), x: 5, y: 6 }, { id: fid(0xbd), x: -10, y: 0.5 }] });
    expect(blockOf(next, fid(0xb1))).toMatchObject({ x: 5, y: 6 });
    expect(blockOf(next, fid(0xbd))).toMatchObject({ x: -10, y: 0.5 });
    expectError(doc, { type: 'deck.block.move', slideId: S, moves: [{ id: fid(0xff), x: 0, y: 0 }] }, 'not_found', 'moves.0.id');
  });
  it('resizes, scaling group content and line endpoints', () => {
    expect(blockOf(applyAndInvert(doc, { type: 'deck.block.resize', slideId: S, id: fid(0xb1), x: 0, y: 0, width: 1, height: 1 }), fid(0xb1))).toMatchObject({ width: 1, height: 1 });
    const grown = applyAndInvert(doc, { type: 'deck.block.resize', slideId: S, id: fid(0xbc), x: 600, y: 500, width: 600, height: 300 });
    expect(blockOf(grown, fid(0xbe))).toMatchObject({ x: 240, y: 40, width: 360, height: 120 });
    const line = applyAndInvert(doc, { type: 'deck.block.resize', slideId: S, id: fid(0xb6), x: 100, y: 600, width: 100, height: 100 });
    expect(blockOf(line, fid(0xb6))).toMatchObject({ props: { x2: 100, y2: 100 } });
    expectError(doc, { type: 'deck.block.resize', slideId: S, id: fid(0xb1), x: 0, y: 0, width: 0, height: 10 }, 'block_too_small', 'slides.0.blocks.0.width');
  });
  it('rotates', () => {
    expect(blockOf(applyAndInvert(doc, { type: 'deck.block.rotate', slideId: S, id: fid(0xb7), rotation: -45 }), fid(0xb7))?.rotation).toBe(-45);
    expectError(doc, { type: 'deck.block.rotate', slideId: S, id: fid(0xb7), rotation: Number.NaN }, 'invalid');
  });
  it('locks and unlocks mixed selections', () => {
    const next = applyAndInvert(doc, { type: 'deck.block.lock', slideId: S, ids: [fid(0xb1), fid(0xbb)], locked: true });
    expect([blockOf(next, fid(0xb1))?.locked, blockOf(next, fid(0xbb))?.locked]).toEqual([true, true]);
    applyAndInvert(doc, { type: 'deck.block.lock', slideId: S, ids: [fid(0xbb)], locked: false });
    expectError(doc, { type: 'deck.block.lock', slideId: S, ids: [fid(0xff)], locked: true }, 'not_found');
  });
  it('never mutates its input', () => {
    expect(() => applyOp(doc, { type: 'deck.block.move', slideId: S, moves: [{ id: fid(0xb1), x: 1, y: 1 }] })).not.toThrow();
  });
});
