import { describe, expect, it } from 'vitest';
import { History } from './history.js';
import { deepFreeze, fid, fixtureDoc, sid } from './test-fixtures.js';
import type { Op } from './ops/types.js';

const doc = deepFreeze(fixtureDoc());
const notes = (text: string): Op => ({ type: 'deck.slide.notes', id: sid(3), notes: text });
const notesOf = (h: History): string => h.doc.slides[1]!.children![0]!.notes;

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
});
