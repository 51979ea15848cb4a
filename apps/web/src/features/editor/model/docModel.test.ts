import { describe, expect, it } from 'vitest';
import { addBlockOp, applyOp, createBlock, emptyDocument, type DeckDocument, type Op } from '@podium/deck';
import type { DeckJson } from '@podium/shared';
import { DocModel, jsonEqual } from './docModel';

const meta = (version: number, extra: Partial<DeckJson> = {}): DeckJson => ({ id: 1, version, title: 'deck', slug: 'deck', ...extra }) as DeckJson;
const slideOf = (doc: DeckDocument) => doc.slides[0]!;
const text = (id: string, x = 0) => createBlock('text', { id, x, y: 0 });

describe('DocModel', () => {
  it('records undo steps and puts every applied op (including undo/redo) into pending', () => {
    const doc = emptyDocument();
    const m = new DocModel(meta(1), doc);
    const slide = slideOf(doc).id;
    expect(m.apply(addBlockOp(slide, text('aaaa'))).ok).toBe(true);
    expect(slideOf(m.doc).blocks).toHaveLength(2);
    m.undo();
    expect(slideOf(m.doc).blocks).toHaveLength(1);
    m.redo();
    expect(slideOf(m.doc).blocks).toHaveLength(2);
    expect(m.pending.map((o) => o.type)).toEqual(['deck.block.add', 'deck.block.delete', 'deck.block.add']);
    expect(m.canUndo).toBe(true);
    expect(m.canRedo).toBe(false);
  });

  it('merges steps with the same merge key into one undo step', () => {
    const doc = emptyDocument();
    const m = new DocModel(meta(1), doc);
    const slide = slideOf(doc).id;
    m.apply({ type: 'deck.slide.notes', id: slide, notes: 'a' }, { mergeKey: 'notes' });
    m.apply({ type: 'deck.slide.notes', id: slide, notes: 'ab' }, { mergeKey: 'notes' });
    m.undo();
    expect(slideOf(m.doc).notes).toBe('');
    expect(m.canUndo).toBe(false);
    m.redo();
    expect(slideOf(m.doc).notes).toBe('ab');
  });

  it('acknowledge keeps ops made while the save was in flight', () => {
    const doc = emptyDocument();
    const m = new DocModel(meta(1), doc);
    const slide = slideOf(doc).id;
    m.apply(addBlockOp(slide, text('aaaa')));
    m.setFields({ title: 'New' });
    const snap = m.snapshot();
    m.apply(addBlockOp(slide, text('bbbb')));
    m.acknowledge(snap, meta(2, { title: 'New' }));
    expect(m.version).toBe(2);
    expect(m.pending).toHaveLength(1);
    expect(m.pendingFields).toEqual({});
    expect(m.dirty).toBe(true);
    // What the server acknowledged (two blocks) plus the one pending op is what the user sees.
    expect(slideOf(snap.doc).blocks).toHaveLength(2);
    const replayed = applyOp(snap.doc, m.pending[0]!);
    expect(replayed.ok && replayed.doc).toEqual(m.doc);
  });

  it('rebases pending ops onto a newer version and reports the ones that no longer apply', () => {
    const doc = emptyDocument();
    const slide = slideOf(doc).id;
    const title = slideOf(doc).blocks[0]!.id;
    const m = new DocModel(meta(1), doc);
    m.apply(addBlockOp(slide, text('mine')));
    m.apply({ type: 'deck.block.move', slideId: slide, moves: [{ id: title, x: 5, y: 6 }] });
    // Someone else added a block and deleted the title in version 2.
    const theirs: DeckDocument = { ...doc, slides: [{ ...slideOf(doc), blocks: [text('theirs', 50)] }] };
    const dropped = m.rebase(meta(2), theirs);
    expect(dropped.map((d) => d.op.type)).toEqual(['deck.block.move']);
    expect(slideOf(m.doc).blocks.map((b) => b.id)).toEqual(['theirs', 'mine']);
    expect(m.version).toBe(2);
    expect(m.pending).toHaveLength(1);
  });

  it('keeps undo across a rebase; the undo is saved like any other edit', () => {
    const doc = emptyDocument();
    const slide = slideOf(doc).id;
    const title = slideOf(doc).blocks[0]!.id;
    const m = new DocModel(meta(1), doc);
    m.apply(addBlockOp(slide, text('mine')));
    m.acknowledge(m.snapshot(), meta(2));
    // Someone else added a block on top of our saved version.
    const theirs: DeckDocument = { ...m.doc, slides: [{ ...slideOf(m.doc), blocks: [...slideOf(m.doc).blocks, text('theirs', 50)] }] };
    m.rebase(meta(3), theirs);
    expect(m.canUndo).toBe(true);
    m.undo();
    expect(slideOf(m.doc).blocks.map((b) => b.id)).toEqual([title, 'theirs']);
    expect(m.pending).toEqual([{ type: 'deck.block.delete', slideId: slide, blockId: 'mine' }]);
    m.redo();
    expect(slideOf(m.doc).blocks.map((b) => b.id)).toEqual([title, 'mine', 'theirs']);
    expect(m.pending.map((o) => o.type)).toEqual(['deck.block.delete', 'deck.block.add']);
  });

  it('a rebase drops the undo steps whose content is gone in the newer version', () => {
    const doc = emptyDocument();
    const slide = slideOf(doc).id;
    const title = slideOf(doc).blocks[0]!.id;
    const m = new DocModel(meta(1), doc);
    m.apply({ type: 'deck.slide.notes', id: slide, notes: 'hello' });
    m.apply({ type: 'deck.block.move', slideId: slide, moves: [{ id: title, x: 5, y: 6 }] });
    m.acknowledge(m.snapshot(), meta(2));
    // Version 3 deleted the title we moved.
    m.rebase(meta(3), { ...m.doc, slides: [{ ...slideOf(m.doc), blocks: [] }] });
    m.undo(); // the move cannot be undone any more: the notes are
    expect(slideOf(m.doc).notes).toBe('');
    expect(m.canUndo).toBe(false);
    expect(m.pending.map((o) => o.type)).toEqual(['deck.slide.notes']);
  });

  it('treats re-adding a block the server already has as already applied, not as lost work', () => {
    const doc = emptyDocument();
    const slide = slideOf(doc).id;
    const m = new DocModel(meta(1), doc);
    const op: Op = addBlockOp(slide, text('mine'));
    m.apply(op);
    const saved = m.doc;
    expect(m.rebase(meta(2), saved)).toEqual([]);
    expect(m.pending).toHaveLength(0);
    expect(m.doc).toBe(saved);
  });

  it('drops field changes that match the server again', () => {
    const m = new DocModel(meta(1, { title: 'A' }), emptyDocument());
    m.setFields({ title: 'B' });
    expect(m.dirty).toBe(true);
    m.setFields({ title: 'A' });
    expect(m.dirty).toBe(false);
  });

  it('keeps a field set back to the stored value while a save of another value is in flight', () => {
    const m = new DocModel(meta(1, { theme_color: 'white-blue' }), emptyDocument());
    m.setFields({ theme_color: 'black-blue' });
    const snap = m.snapshot();
    m.setFields({ theme_color: 'white-blue' }); // picked again before the save of black-blue was answered
    expect(m.meta.theme_color).toBe('white-blue');
    m.acknowledgeFields(snap, meta(2, { theme_color: 'black-blue' }));
    expect(m.meta.theme_color).toBe('white-blue');
    expect(m.pendingFields).toEqual({ theme_color: 'white-blue' });
    // The next save stores it; then nothing is left to save.
    const next = m.snapshot();
    m.acknowledgeFields(next, meta(3, { theme_color: 'white-blue' }));
    expect(m.dirty).toBe(false);
    expect(m.meta.theme_color).toBe('white-blue');
  });

  it('after a save refused as stale, a field set back to the stored value has nothing left to save', () => {
    const m = new DocModel(meta(1, { title: 'A' }), emptyDocument());
    m.setFields({ title: 'B' });
    m.snapshot();
    m.setFields({ title: 'A' });
    expect(m.dirty).toBe(true); // the save of B may still land
    m.rebase(meta(2, { title: 'A' }), emptyDocument()); // it did not (409, then the newer version was pulled)
    expect(m.dirty).toBe(false);
    expect(m.meta.title).toBe('A');
  });

  it('jsonEqual ignores key order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
  });
});
