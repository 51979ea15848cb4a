import { describe, expect, it } from 'vitest';
import { addBlockOp, createBlock, emptyDocument, groupOp } from '@podium/deck';
import { EDITOR, type DeckJson } from '@podium/shared';
import { insertBlock } from '../actions/insertBlock';
import { DocModel } from '../model/docModel';
import { EditorStore } from './store';

const meta = { id: 1, version: 1, title: 'deck', slug: 'deck', width: 960, height: 700 } as DeckJson;

function storeWithTwoBlocks() {
  const doc = emptyDocument();
  const store = new EditorStore(new DocModel(meta, doc));
  const slideId = store.getSnapshot().slideId;
  const a = createBlock('shape', { x: 10, y: 10 });
  const b = createBlock('shape', { x: 200, y: 10 });
  store.dispatch(addBlockOp(slideId, a));
  store.dispatch(addBlockOp(slideId, b));
  return { store, slideId, a, b };
}

describe('EditorStore: one store, one subscription', () => {
  it('tells subscribers about document changes (marked local) and tool slices alike', () => {
    const { store, slideId } = storeWithTwoBlocks();
    const seen: Array<string | null> = [];
    const stop = store.subscribe(() => seen.push(store.getSnapshot().change?.kind ?? null));
    store.dispatch(addBlockOp(slideId, createBlock('text')));
    store.refresh('remote');
    store.setPen({ active: true });
    store.setPlayback({ slideId, shown: 1 });
    store.setDialog('settings');
    stop();
    expect(seen.slice(0, 2)).toEqual(['local', 'remote']);
    expect(seen).toHaveLength(5);
    const snap = store.getSnapshot();
    expect(snap.pen.active).toBe(true);
    expect(snap.playback).toEqual({ slideId, shown: 1 });
    expect(snap.dialog).toBe('settings');
  });

  it('holds the version history panel and the snippet dialog as slices: opening one tells subscribers, a repeat does not', () => {
    const { store, slideId, a } = storeWithTwoBlocks();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.setHistoryOpen(true);
    store.setHistoryOpen(true);
    expect(store.getSnapshot().historyOpen).toBe(true);
    expect(calls).toBe(1);
    store.setSnippetDialog({ mode: 'edit', slideId, blockId: a.id });
    expect(store.getSnapshot().snippetDialog).toEqual({ mode: 'edit', slideId, blockId: a.id });
    store.setSnippetDialog(null);
    store.setHistoryOpen(false);
    stop();
    expect(store.getSnapshot()).toMatchObject({ historyOpen: false, snippetDialog: null });
    expect(calls).toBe(4);
  });

  it('keeps the clipboard: each paste of one copy steps further by the paste offset', () => {
    const { store, a } = storeWithTwoBlocks();
    expect(store.takePaste()).toBeNull();
    store.copy([a]);
    expect(store.takePaste()?.offset).toBe(EDITOR.pasteOffset);
    expect(store.takePaste()?.offset).toBe(2 * EDITOR.pasteOffset);
    store.copy([a]);
    expect(store.takePaste()?.offset).toBe(EDITOR.pasteOffset);
  });
});

describe('insertBlock: the one insert path', () => {
  it('leaves an entered group, puts the block on the slide in front, and selects it', () => {
    const { store, slideId, a, b } = storeWithTwoBlocks();
    const group = groupOp(slideId, [a.id, b.id]);
    store.dispatch(group);
    store.enterGroup(group.groupId, [a.id]);
    const notes: string[] = [];
    const block = insertBlock(store, (m) => notes.push(m), 'text');
    const snap = store.getSnapshot();
    expect(block).not.toBeNull();
    expect(snap.groupId).toBeNull();
    expect(snap.selection).toEqual([block!.id]);
    const top = store.currentSlide().blocks;
    expect(top.map((x) => x.id)).toContain(block!.id);
    expect(block!.z).toBe(Math.max(...top.filter((x) => x.id !== block!.id).map((x) => x.z)) + 1);
    expect(notes).toEqual([]);
  });
});
