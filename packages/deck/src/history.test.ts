import { describe, expect, it } from 'vitest';
import { createBlock } from './blocks/registry.js';
import { History } from './history.js';
import { applyOp } from './ops/apply.js';
import { addBlockOp, addSlideOp, duplicateSlideOp, groupOp } from './ops/create.js';
import { deepFreeze, fid, fixtureDoc, sid } from './test-fixtures.js';
import type { DeckDocument } from './schema/document.js';
import type { Op } from './ops/types.js';

const doc = deepFreeze(fixtureDoc());
const notes = (text: string): Op => ({ type: 'deck.slide.notes', id: sid(3), notes: text });
const notesOf = (h: History): string => h.doc.slides[1]!.children![0]!.notes;
const move = (x: number): Op => ({ type: 'deck.block.move', slideId: sid(1), moves: [{ id: fid(0xb1), x, y: 40 }] });
const applied = (d: DeckDocument, op: Op): DeckDocument => {
  const result = applyOp(d, op);
  if (!result.ok) throw new Error(result.error.message);
  return result.doc;
};

describe('History', () => {
  it('undoes and redoes recorded ops', () => {
    const h = new History(doc);
    h.apply(notes('a'));
    h.apply(notes('b'));
    expect(notesOf(h)).toBe('b');
    h.undo();
    expect(notesOf(h)).toBe('a');
    h.undo();
    expect(h.doc).toEqual(doc);
    expect(h.canUndo).toBe(false);
    expect(h.undo()).toBeUndefined();
    h.redo();
    h.redo();
    expect(notesOf(h)).toBe('b');
    expect(h.canRedo).toBe(false);
    expect(h.redo()).toBeUndefined();
  });

  it('keeps ignored ops (remote, loading) out of the stacks', () => {
    const h = new History(doc);
    h.apply(notes('mine'));
    h.apply({ type: 'deck.block.move', slideId: sid(1), moves: [{ id: fid(0xb1), x: 0, y: 0 }] }, 'ignore');
    expect(h.canUndo).toBe(true);
    h.undo();
    expect(notesOf(h)).toBe('');
    // The remote move survives undo of the local change.
    expect(h.doc.slides[0]!.blocks[0]).toMatchObject({ x: 0, y: 0 });
    expect(h.canUndo).toBe(false);
    h.apply(notes('remote'), 'ignore');
    expect(h.canRedo).toBe(true);
  });

  it('clears redo when a new op is recorded', () => {
    const h = new History(doc);
    h.apply(notes('a'));
    h.undo();
    expect(h.canRedo).toBe(true);
    h.apply(notes('b'));
    expect(h.canRedo).toBe(false);
  });

  it('records a step already applied live (drags) and honours the limit', () => {
    const h = new History(doc, { limit: 2 });
    const move = (x: number): Op => ({ type: 'deck.block.move', slideId: sid(1), moves: [{ id: fid(0xb1), x, y: 40 }] });
    for (const x of [81, 82, 83]) h.apply(move(x), 'ignore');
    h.record(move(83), move(80));
    h.undo();
    expect(h.doc).toEqual(doc);
    h.apply(notes('1'));
    h.apply(notes('2'));
    h.apply(notes('3'));
    h.undo();
    h.undo();
    expect(h.canUndo).toBe(false);
    expect(notesOf(h)).toBe('1');
  });

  it('does not record failed ops and drops steps that no longer apply', () => {
    const h = new History(doc);
    expect(h.apply({ type: 'deck.slide.delete', id: sid(99) }).ok).toBe(false);
    expect(h.canUndo).toBe(false);
    h.apply({ type: 'deck.block.rotate', slideId: sid(1), id: fid(0xb1), rotation: 5 });
    h.apply({ type: 'deck.block.delete', slideId: sid(1), blockId: fid(0xb1) }, 'ignore');
    expect(h.undo()?.ok).toBe(false);
    expect(h.canUndo).toBe(false);
    h.reset(doc);
    expect(h.doc).toBe(doc);
  });

  it('undo and redo report the op they applied: replaying it gives the same document, and it inverts', () => {
    const ops: Op[] = [
      notes('a'), move(90), { type: 'deck.block.rotate', slideId: sid(1), id: fid(0xb1), rotation: 30 },
      addBlockOp(sid(5), createBlock('shape', { id: fid(0xf1), x: 1, y: 2 })), { type: 'deck.block.delete', slideId: sid(1), blockId: fid(0xb4) },
      groupOp(sid(1), [fid(0xb1), fid(0xb2)]), addSlideOp({ h: 1, v: 1 }), duplicateSlideOp(sid(2)),
      { type: 'deck.slide.move', id: sid(5), to: { h: 0 } }, { type: 'deck.slide.delete', id: sid(3) },
    ];
    for (const op of ops) {
      const h = new History(doc);
      expect(h.apply(op).ok).toBe(true);
      const after = h.doc;
      const undone = h.undo()!;
      expect(undone.ok).toBe(true);
      expect(h.doc).toEqual(doc);
      expect(applied(after, undone.op)).toEqual(doc);
      const redone = h.redo()!;
      expect(redone.ok).toBe(true);
      expect(h.doc).toEqual(after);
      expect(applied(doc, redone.op)).toEqual(after);
      // The reported ops are each other's inverses: undo's op then redo's op is the identity.
      expect(applied(applied(after, undone.op), redone.op)).toEqual(after);
    }
  });

  it('reports the op of a step that no longer applies, and drops the step', () => {
    const h = new History(doc);
    h.apply(move(90));
    h.apply({ type: 'deck.block.delete', slideId: sid(1), blockId: fid(0xb1) }, 'ignore');
    const step = h.undo()!;
    expect(step.ok).toBe(false);
    expect(step.op).toMatchObject({ type: 'deck.block.move', moves: [{ id: fid(0xb1), x: 80, y: 40 }] });
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(false);
  });

  it('merges consecutive steps with the same key into one; undoing it goes back to before the first', () => {
    const h = new History(doc);
    h.apply(notes('a'), 'record', { mergeKey: 'notes' });
    h.apply(notes('ab'), 'record', { mergeKey: 'notes' });
    h.apply(notes('abc'), 'record', { mergeKey: 'notes' });
    h.undo();
    expect(h.doc).toEqual(doc);
    expect(h.canUndo).toBe(false);
    h.redo();
    expect(notesOf(h)).toBe('abc');
  });

  it('does not merge across another key, an unkeyed step, or an undo', () => {
    const h = new History(doc);
    h.apply(notes('a'), 'record', { mergeKey: 'k' });
    h.apply(notes('b'), 'record', { mergeKey: 'other' }); // another key: a new step
    h.apply(notes('c')); // no key: a new step
    h.apply(notes('d'), 'record', { mergeKey: 'other' }); // after a step without a key: a new step
    h.undo();
    h.undo();
    // 'b' (key 'other') is on top again, but steps were undone since: 'e' must not join it.
    h.apply(notes('e'), 'record', { mergeKey: 'other' });
    expect(h.canRedo).toBe(false);
    h.undo();
    expect(notesOf(h)).toBe('b');
    h.undo();
    expect(notesOf(h)).toBe('a');
    h.undo();
    expect(h.doc).toEqual(doc);
    expect(h.canUndo).toBe(false);
  });

  it('replaceDocument keeps both stacks where their steps still apply (the other changes stay)', () => {
    const h = new History(doc);
    h.apply(notes('mine'));
    h.apply(move(90));
    h.apply(notes('undone'));
    h.undo();
    // Someone else's version: our edits plus another slide hidden.
    const theirs = applied(h.doc, { type: 'deck.slide.set', id: sid(5), props: { hidden: true } });
    h.replaceDocument(theirs);
    expect(h.doc).toBe(theirs);
    h.redo();
    expect(notesOf(h)).toBe('undone');
    h.undo();
    h.undo();
    h.undo();
    expect(h.canUndo).toBe(false);
    expect(h.doc).toEqual(applied(doc, { type: 'deck.slide.set', id: sid(5), props: { hidden: true } }));
  });

  it('replaceDocument drops the steps that no longer apply there, keeping the others in order', () => {
    const h = new History(doc);
    h.apply(notes('mine'));
    h.apply(move(90));
    h.apply({ type: 'deck.block.rotate', slideId: sid(1), id: fid(0xb2), rotation: 10 });
    h.undo(); // the rotation is on the redo stack
    // Their version deleted both blocks we touched.
    let theirs = applied(h.doc, { type: 'deck.block.delete', slideId: sid(1), blockId: fid(0xb1) });
    theirs = applied(theirs, { type: 'deck.block.delete', slideId: sid(1), blockId: fid(0xb2) });
    h.replaceDocument(theirs);
    expect(h.canRedo).toBe(false);
    expect(h.canUndo).toBe(true);
    const step = h.undo()!;
    expect(step).toMatchObject({ ok: true, op: { type: 'deck.slide.notes', notes: '' } });
    expect(h.canUndo).toBe(false);
    expect(notesOf(h)).toBe('');
  });
});

