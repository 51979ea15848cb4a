import { describe, expect, it } from 'vitest';
import { emptySlide } from './document.js';
import { slideNotes, withNotes, withoutNotes } from './notes.js';
import type { DeckDocument } from './schema/document.js';

const doc = (): DeckDocument => ({
  schemaVersion: 1,
  slides: [
    { ...emptySlide(), id: 'a', notes: 'top secret', children: [{ ...emptySlide(), id: 'b', notes: 'below' }] },
    { ...emptySlide(), id: 'c', notes: '' },
  ],
});

describe('speaker notes', () => {
  it('reads non-empty notes by slide id, vertical slides included', () => {
    expect(slideNotes(doc())).toEqual({ a: 'top secret', b: 'below' });
  });

  it('strips every note', () => {
    expect(slideNotes(withoutNotes(doc()))).toEqual({});
    expect(JSON.stringify(withoutNotes(doc()))).not.toContain('secret');
  });

  it('sets notes from a map and keeps the others', () => {
    expect(slideNotes(withNotes(doc(), { b: 'new', c: 'added' }))).toEqual({ a: 'top secret', b: 'new', c: 'added' });
  });
});
