import { describe, expect, it } from 'vitest';
import { createBlock } from '../blocks/registry.js';
import { deepFreeze, fid, fixtureDoc, sid } from '../test-fixtures.js';
import { applyOp, applyUnknownOp } from './apply.js';
import { addBlockOp, addSlideOp, arrangeOp, batchOp, duplicateSlideOp, groupOp, nudgeOp } from './create.js';
import { applyAndInvert } from './test-helpers.js';
import { Op } from './types.js';

const doc = deepFreeze(fixtureDoc());

describe('applyUnknownOp', () => {
  it('accepts well-formed JSON ops (as received over the wire)', () => {
    const wire = JSON.parse(JSON.stringify({ type: 'deck.slide.notes', id: sid(1), notes: 'hi' })) as unknown;
    const result = applyUnknownOp(doc, wire);
    expect(result.ok && result.doc.slides[0]!.notes).toBe('hi');
  });
  it('refuses malformed ops without touching the document', () => {
    expect(applyUnknownOp(doc, { type: 'deck.slide.explode' })).toMatchObject({ ok: false, error: { code: 'invalid_op' } });
    expect(applyUnknownOp(doc, { type: 'deck.block.move', slideId: sid(1), moves: [] })).toMatchObject({ ok: false, error: { code: 'invalid_op', path: 'moves' } });
    expect(applyUnknownOp(doc, null)).toMatchObject({ ok: false, error: { code: 'invalid_op' } });
    expect(applyUnknownOp(doc, { type: 'deck.batch', ops: [{ type: 'nope' }] })).toMatchObject({ ok: false, error: { code: 'invalid_op' } });
  });
  it('the Op schema round-trips every inverse the ops produce', () => {
    const ops: Op[] = [
      { type: 'deck.block.group', slideId: sid(1), ids: [fid(0xb1), fid(0xb2)], groupId: fid(0xee) },
      { type: 'deck.block.lock', slideId: sid(1), ids: [fid(0xb1), fid(0xbb)], locked: true },
      { type: 'deck.slide.delete', id: sid(2), stack: true },
      { type: 'deck.slide.set', id: sid(5), props: { transition: null } },
    ];
    for (const op of ops) {
      const result = applyOp(doc, op);
      if (!result.ok) throw new Error(result.error.message);
      expect(Op.safeParse(JSON.parse(JSON.stringify(result.inverse))).success).toBe(true);
    }
  });
});

describe('op builders', () => {
  it('build ops that apply and invert', () => {
    applyAndInvert(doc, addSlideOp({ h: 0 }));
    applyAndInvert(doc, duplicateSlideOp(sid(1)));
    applyAndInvert(doc, groupOp(sid(1), [fid(0xb3), fid(0xb4)]));
    applyAndInvert(doc, addBlockOp(sid(1), createBlock('math'), fid(0xbc)));
    applyAndInvert(doc, nudgeOp(sid(1), doc.slides[0]!.blocks.slice(0, 3), 10, -5));
    applyAndInvert(doc, batchOp([arrangeOp(sid(1), fid(0xb1), 'front'), arrangeOp(sid(1), fid(0xb2), 'back')]));
  });
});
