import { describe, expect, it } from 'vitest';
import { emptyDocument, emptySlide, type DeckDocument } from '@podium/deck';
import { changedSlides } from './changedSlides.js';

describe('changedSlides', () => {
  it('finds edited, added and removed slides by id, and counts re-saved identical content as unchanged', () => {
    const before = emptyDocument();
    const kept = before.slides[0]!;
    const dropped = { ...emptySlide(), classes: ['dropped'] };
    const edited = { ...emptySlide(), classes: ['a'] };
    const old: DeckDocument = { ...before, slides: [kept, edited, dropped] };
    const added = { ...emptySlide(), classes: ['new'] };
    // The same content as `kept` under a new id (HTML saves make fresh ids).
    const resaved = { ...kept, id: 'fresh-id' };
    const after: DeckDocument = { ...before, slides: [resaved, { ...edited, classes: ['b'] }, added] };
    const { changed, removed } = changedSlides(old, after);
    expect((changed as Array<{ id: string }>).map((s) => s.id)).toEqual([edited.id, added.id]);
    expect(removed).toEqual([dropped.id]);
    expect(changedSlides(null, after).changed).toHaveLength(3);
  });
});
