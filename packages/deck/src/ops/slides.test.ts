import { describe, expect, it } from 'vitest';
import { countSlides, emptyDocument } from '../document.js';
import { createBlock } from '../blocks/registry.js';
import type { Block } from '../schema/block.js';
import { deepFreeze, fixtureDoc, sid, slide } from '../test-fixtures.js';
import { applyAndInvert, expectError } from './test-helpers.js';

const doc = deepFreeze(fixtureDoc());
const ids = (d: typeof doc): string[][] => d.slides.map((s) => [s.id, ...(s.children ?? []).map((c) => c.id)]);

describe('deck.slide.add', () => {
  it('adds a horizontal slide', () => {
    const next = applyAndInvert(doc, { type: 'deck.slide.add', slide: slide(9), at: { h: 1 } });
    expect(ids(next)).toEqual([[sid(1)], [sid(9)], [sid(2), sid(3), sid(4)], [sid(5)]]);
  });
  it('adds a whole stack', () => {
    const stack = { ...slide(9), children: [slide(10)] };
    const next = applyAndInvert(doc, { type: 'deck.slide.add', slide: stack, at: { h: 3 } });
    expect(ids(next)[3]).toEqual([sid(9), sid(10)]);
  });
  it('adds vertical slides, including at the top of a column', () => {
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.add', slide: slide(9), at: { h: 1, v: 2 } }))[1]).toEqual([sid(2), sid(3), sid(9), sid(4)]);
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.add', slide: slide(9), at: { h: 0, v: 0 } }))[0]).toEqual([sid(9), sid(1)]);
  });
  it('refuses bad input', () => {
    expectError(doc, { type: 'deck.slide.add', slide: slide(1), at: { h: 0 } }, 'duplicate_id');
    expectError(doc, { type: 'deck.slide.add', slide: slide(9), at: { h: 9 } }, 'out_of_range', 'at.h');
    expectError(doc, { type: 'deck.slide.add', slide: slide(9), at: { h: 0, v: 5 } }, 'out_of_range', 'at.v');
    expectError(doc, { type: 'deck.slide.add', slide: { ...slide(9), children: [slide(10)] }, at: { h: 0, v: 1 } }, 'invalid_op');
    expectError(doc, { type: 'deck.slide.add', slide: slide(9, [], { classes: ['present'] }), at: { h: 0 } }, 'reserved_class', 'slide.classes.0');
    expectError(doc, { type: 'deck.slide.add', slide: slide(9, [], { notes: 'x'.repeat(10001) }), at: { h: 0 } }, 'notes_too_long', 'slide.notes');
    expectError(doc, { type: 'deck.slide.add', slide: { ...slide(9), id: 'bad id!' }, at: { h: 0 } }, 'invalid', 'slide.id');
    const text = createBlock('text', { id: 'dup' });
    expectError(doc, { type: 'deck.slide.add', slide: slide(9, [text, text]), at: { h: 0 } }, 'duplicate_id', 'slide.blocks');
    expectError(doc, { type: 'deck.slide.add', slide: slide(9, [{ ...text, width: 0 }]), at: { h: 0 } }, 'block_too_small', 'slide.blocks.0.width');
    let deep: Block = text;
    for (let i = 0; i < 7; i += 1) deep = createBlock('group', { id: `g${i}`, props: { children: [deep] } });
    expectError(doc, { type: 'deck.slide.add', slide: { ...slide(9), children: [slide(10, [deep])] }, at: { h: 0 } }, 'group_too_deep', 'slide.children.0.blocks');
  });
});

describe('deck.slide.delete', () => {
  it('deletes horizontal, vertical and top-of-stack slides', () => {
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.delete', id: sid(1) }))).toEqual([[sid(2), sid(3), sid(4)], [sid(5)]]);
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.delete', id: sid(3) }))[1]).toEqual([sid(2), sid(4)]);
    // Deleting the top promotes the first vertical slide.
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.delete', id: sid(2) }))[1]).toEqual([sid(3), sid(4)]);
  });
  it('deletes a whole stack', () => {
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.delete', id: sid(2), stack: true }))).toEqual([[sid(1)], [sid(5)]]);
    expectError(doc, { type: 'deck.slide.delete', id: sid(3), stack: true }, 'invalid_op');
  });
  it('never deletes the last slide', () => {
    const one = deepFreeze(emptyDocument());
    expectError(one, { type: 'deck.slide.delete', id: one.slides[0]!.id }, 'last_slide');
    expectError(doc, { type: 'deck.slide.delete', id: sid(99) }, 'not_found');
  });
});

describe('deck.slide.move', () => {
  it('moves horizontally and vertically, in and out of stacks', () => {
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.move', id: sid(1), to: { h: 2 } }))).toEqual([[sid(2), sid(3), sid(4)], [sid(5)], [sid(1)]]);
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.move', id: sid(4), to: { h: 0 } }))).toEqual([[sid(4)], [sid(1)], [sid(2), sid(3)], [sid(5)]]);
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.move', id: sid(5), to: { h: 0, v: 1 } }))).toEqual([[sid(1), sid(5)], [sid(2), sid(3), sid(4)]]);
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.move', id: sid(2), to: { h: 1, v: 2 } }))[1]).toEqual([sid(3), sid(4), sid(2)]);
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.move', id: sid(2), to: { h: 0 } }))).toEqual([[sid(2)], [sid(1)], [sid(3), sid(4)], [sid(5)]]);
  });
  it('moves a stack', () => {
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.move', id: sid(2), to: { h: 0 }, stack: true }))).toEqual([[sid(2), sid(3), sid(4)], [sid(1)], [sid(5)]]);
    expectError(doc, { type: 'deck.slide.move', id: sid(2), to: { h: 0, v: 0 }, stack: true }, 'invalid_op', 'to.v');
  });
  it('refuses positions out of range', () => {
    expectError(doc, { type: 'deck.slide.move', id: sid(1), to: { h: 3 } }, 'out_of_range');
    expectError(doc, { type: 'deck.slide.move', id: sid(99), to: { h: 0 } }, 'not_found');
  });
});

describe('deck.slide.duplicate', () => {
  it('copies after the original with derived block ids (same on every client)', () => {
    const op = { type: 'deck.slide.duplicate', id: sid(1), copyId: sid(9) } as const;
    const next = applyAndInvert(doc, op);
    expect(ids(next)[1]).toEqual([sid(9)]);
    const copy = next.slides[1]!;
    expect(copy.blocks).toHaveLength(doc.slides[0]!.blocks.length);
    expect(copy.blocks.map((b) => b.id)).not.toContain(doc.slides[0]!.blocks[0]!.id);
    expect(applyAndInvert(doc, op)).toEqual(next);
    expect(ids(applyAndInvert(doc, { type: 'deck.slide.duplicate', id: sid(3), copyId: sid(9) }))[1]).toEqual([sid(2), sid(3), sid(9), sid(4)]);
    expectError(doc, { type: 'deck.slide.duplicate', id: sid(1), copyId: sid(2) }, 'duplicate_id');
  });
});

describe('deck.slide.set and deck.slide.notes', () => {
  it('sets and clears properties', () => {
    const next = applyAndInvert(doc, {
      type: 'deck.slide.set', id: sid(5),
      props: { hidden: true, transition: null, background: { color: 'red' }, classes: ['a', 'b'], autoAnimate: { enabled: true, duration: 1000, delay: 0, easing: 'ease', unmatched: true } },
    });
    const s = next.slides[2]!;
    expect(s).toMatchObject({ hidden: true, background: { color: 'red' }, classes: ['a', 'b'] });
    expect(s.transition).toBeUndefined();
    applyAndInvert(doc, { type: 'deck.slide.set', id: sid(3), props: { backgroundTransition: 'zoom', transitionSpeed: 'slow' } });
  });
  it('sets the imported section fields (state, anchor, style, auto-slide) and refuses unsafe ones', () => {
    const next = applyAndInvert(doc, { type: 'deck.slide.set', id: sid(5), props: { state: 'blackout', anchor: 'intro', style: 'color:#fff', autoSlide: 2000 } });
    expect(next.slides[2]).toMatchObject({ state: 'blackout', anchor: 'intro', style: 'color:#fff', autoSlide: 2000 });
    expectError(doc, { type: 'deck.slide.set', id: sid(5), props: { style: 'background:url(https://evil.example/x)' } }, 'invalid');
    expectError(doc, { type: 'deck.slide.set', id: sid(5), props: { anchor: '"><script>' } }, 'invalid');
  });
  it('refuses reserved classes and invalid settings', () => {
    expectError(doc, { type: 'deck.slide.set', id: sid(1), props: { classes: ['ok', 'has-dark-background'] } }, 'reserved_class', 'slides.0.classes.1');
    expectError(doc, { type: 'deck.slide.set', id: sid(1), props: { autoAnimate: { enabled: true, duration: 10001, delay: 0, easing: 'ease', unmatched: true } } }, 'invalid', 'slides.0.autoAnimate.duration');
    expectError(doc, { type: 'deck.slide.set', id: sid(1), props: { background: { color: 'red;x:url(javascript:1)' } } }, 'invalid');
    expectError(doc, { type: 'deck.slide.set', id: sid(99), props: { hidden: true } }, 'not_found');
  });
  it('sets notes within the limit', () => {
    expect(applyAndInvert(doc, { type: 'deck.slide.notes', id: sid(3), notes: 'x'.repeat(10000) }).slides[1]!.children![0]!.notes).toHaveLength(10000);
    expectError(doc, { type: 'deck.slide.notes', id: sid(3), notes: 'x'.repeat(10001) }, 'notes_too_long', 'slides.1.children.0.notes');
  });
  it('keeps the slide count', () => {
    expect(countSlides(doc)).toBe(5);
  });
});
