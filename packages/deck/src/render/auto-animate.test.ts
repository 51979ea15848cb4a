import { describe, expect, it } from 'vitest';
import { createBlock } from '../blocks/registry.js';
import { applyOp } from '../ops/apply.js';
import { parse } from '../parse/parse.js';
import type { DeckDocument } from '../schema/document.js';
import type { SlideFields } from '../schema/slide.js';
import { render } from './render.js';

const text = createBlock('text', { id: 'a1', x: 10, y: 20, width: 300, height: 60, props: { html: '<p>Title</p>' } });
const inner = createBlock('shape', { id: 'c1', x: 0, y: 0, width: 50, height: 50, props: { kind: 'circle', fill: '#ff0000' } });
const group = createBlock('group', { id: 'g1', x: 100, y: 100, width: 50, height: 50, props: { children: [inner] } });
const slide = (id: string, extra: Partial<SlideFields> = {}): SlideFields => ({ id, hidden: false, notes: '', classes: [], blocks: [text, group], ...extra });
const animate = { enabled: true, duration: 1000, delay: 0, easing: 'ease' as const, unmatched: true };

describe('auto-animate matching', () => {
  it('writes a data-id on every block (nested ones too) only on auto-animate slides', () => {
    const doc: DeckDocument = { schemaVersion: 1, slides: [slide('s1'), slide('s2', { autoAnimate: animate })] };
    const [plain, animated] = render(doc).split('\n');
    expect(plain).not.toContain(' data-id="a1"');
    expect(animated).toContain('data-block-id="a1" data-id="a1"');
    expect(animated).toContain('data-block-id="c1" data-id="c1"');
  });

  it('a duplicated slide keeps the original ids as match keys, so its blocks animate from the original', () => {
    const doc: DeckDocument = { schemaVersion: 1, slides: [slide('s1', { autoAnimate: animate })] };
    const result = applyOp(doc, { type: 'deck.slide.duplicate', id: 's1', copyId: 's2' });
    if (!result.ok) throw new Error(result.error.message);
    const copy = result.doc.slides[1]!;
    expect(copy.blocks[0]!.id).not.toBe('a1');
    expect(copy.blocks[0]!.animateId).toBe('a1');
    const html = render(result.doc).split('\n');
    expect(html[1]).toContain(`data-block-id="${copy.blocks[0]!.id}" data-id="a1"`);
    expect(html[1]).toContain('data-id="c1"');
  });

  it('parses a match key back only when it differs from the block id (render → parse → render is stable)', () => {
    const doc: DeckDocument = { schemaVersion: 1, slides: [slide('s1', { autoAnimate: animate, blocks: [{ ...text, animateId: 'k9' }, group] })] };
    const html = render(doc);
    const back = parse(html);
    expect(back.slides[0]!.blocks[0]!.animateId).toBe('k9');
    expect(back.slides[0]!.blocks[1]!.animateId).toBeUndefined();
    expect(render(back)).toBe(html);
  });
});
