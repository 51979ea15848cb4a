import { describe, expect, it } from 'vitest';
import { addSlideOp, emptyDocument, listSlides } from '@podium/deck';
import type { DeckJson } from '@podium/shared';
import { action } from '../actions/deckActions';
import type { ActionContext } from '../actions/types';
import { DocModel } from '../model/docModel';
import { EditorStore } from './store';

const meta = { id: 1, version: 1, title: 'deck', slug: 'deck', width: 960, height: 700 } as DeckJson;

/** A store on a deck of four one-slide columns, with their ids in order. */
function fourSlides() {
  const store = new EditorStore(new DocModel(meta, emptyDocument()));
  for (let h = 1; h < 4; h += 1) store.dispatch(addSlideOp({ h }));
  const ids = listSlides(store.getSnapshot().doc).map((s) => s.slide.id);
  return { store, ids };
}

function perform(store: EditorStore, id: string): void {
  const ctx = { store, snap: store.getSnapshot(), ui: { notify: () => undefined }, engine: {} } as unknown as ActionContext;
  const a = action(id);
  expect(a.isEnabled(ctx)).toBe(true);
  a.perform(ctx);
}

const order = (store: EditorStore) => listSlides(store.getSnapshot().doc).map((s) => s.slide.id);

describe('slides picked in the navigator', () => {
  it('are kept in reading order with the current slide among them; one pick is just the current slide', () => {
    const { store, ids } = fourSlides();
    store.pickSlides([ids[3]!, ids[1]!], ids[1]!);
    expect(store.getSnapshot().slideId).toBe(ids[1]);
    expect(store.getSnapshot().slidePicks).toEqual([ids[1], ids[3]]);
    expect(store.targetSlides()).toEqual([ids[1], ids[3]]);
    store.pickSlides([], ids[2]!);
    expect(store.getSnapshot().slidePicks).toEqual([]);
    expect(store.targetSlides()).toEqual([ids[2]]);
  });

  it('are cleared by showing a slide, also the one already shown', () => {
    const { store, ids } = fourSlides();
    store.pickSlides([ids[0]!, ids[2]!], ids[2]!);
    store.setSlide(ids[2]!);
    expect(store.getSnapshot().slidePicks).toEqual([]);
  });

  it('are deleted together in one undo step, and the picks go with them', () => {
    const { store, ids } = fourSlides();
    store.pickSlides([ids[0]!, ids[2]!], ids[2]!);
    perform(store, 'delete-slide');
    expect(order(store)).toEqual([ids[1], ids[3]]);
    expect(store.getSnapshot().slidePicks).toEqual([]);
    store.undo();
    expect(order(store)).toEqual(ids);
  });

  it('cannot all be deleted when they are every slide of the deck', () => {
    const { store, ids } = fourSlides();
    store.pickSlides(ids, ids[0]!);
    const ctx = { store, snap: store.getSnapshot(), ui: { notify: () => undefined }, engine: {} } as unknown as ActionContext;
    expect(action('delete-slide').isEnabled(ctx)).toBe(false);
  });

  it('are duplicated each after its original, the copies picked; hidden and shown together', () => {
    const { store, ids } = fourSlides();
    store.pickSlides([ids[1]!, ids[3]!], ids[1]!);
    perform(store, 'duplicate-slide');
    const after = order(store);
    expect(after).toHaveLength(6);
    expect([after[0], after[1], after[3], after[4]]).toEqual(ids);
    const copies = [after[2]!, after[5]!];
    expect(store.getSnapshot().slidePicks).toEqual(copies);
    expect(store.getSnapshot().slideId).toBe(copies[0]);
    perform(store, 'hide-slide');
    const hidden = listSlides(store.getSnapshot().doc).filter((s) => s.slide.hidden).map((s) => s.slide.id);
    expect(hidden).toEqual(copies);
  });
});
