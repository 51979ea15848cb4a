import { describe, expect, it } from 'vitest';
import { applyOp } from '../ops/apply.js';
import type { Op } from '../ops/types.js';
import { createBlock } from '../blocks/registry.js';
import { emptyDocument, emptySlide } from '../document.js';
import type { DeckDocument } from '../schema/document.js';
import { mergeText } from './textMerge.js';
import { mergeOp, rebaseOps, textBasesOf } from './transform.js';

function deck(): { doc: DeckDocument; slideId: string; blockId: string } {
  const block = createBlock('text', { props: { html: '<p>Hello world</p>' } });
  const slide = emptySlide([block]);
  return { doc: { ...emptyDocument(), slides: [slide] }, slideId: slide.id, blockId: block.id };
}
const apply = (doc: DeckDocument, op: Op) => {
  const r = applyOp(doc, op);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const html = (doc: DeckDocument) => (doc.slides[0]!.blocks[0]!.props as { html: string }).html;

describe('mergeText', () => {
  it('keeps both insertions', () => {
    expect(mergeText('Hello world', 'Hello big world', 'Hello world!')).toBe('Hello big world!');
  });
  it('puts mine first at the same place when it continues its author’s typing, theirs first when it starts there anew', () => {
    expect(mergeText('wo', 'woQ', 'wor')).toBe('woQr');
    expect(mergeText('wo', 'woQ', 'wor', false)).toBe('worQ');
  });
  it('takes the only change', () => {
    expect(mergeText('a', 'a', 'b')).toBe('b');
    expect(mergeText('a', 'c', 'a')).toBe('c');
  });
});

describe('rebasing ops', () => {
  it('merges two edits of one text block character by character, the same way on server and client', () => {
    const { doc, slideId, blockId } = deck();
    const a: Op = { type: 'deck.block.update', slideId, blockId, props: { html: '<p>Hello brave world</p>' } };
    const b: Op = { type: 'deck.block.update', slideId, blockId, props: { html: '<p>Hello world, friends</p>' } };
    // Server: a first, then b (made over the original) merged onto it.
    const afterA = apply(doc, a);
    const serverB = mergeOp(b, textBasesOf(doc, b), afterA);
    const server = apply(afterA, serverB);
    expect(html(server)).toBe('<p>Hello brave world, friends</p>');
    // Client B: its pending b rebased over a.
    const client = rebaseOps([b], doc, afterA);
    expect(client.dropped).toEqual([]);
    expect(client.doc).toEqual(server);
  });

  it('keeps a move and a recolour of the same block (different properties)', () => {
    const { doc, slideId, blockId } = deck();
    const move: Op = { type: 'deck.block.move', slideId, moves: [{ id: blockId, x: 300, y: 200 }] };
    const colour: Op = { type: 'deck.block.update', slideId, blockId, props: { style: { color: '#ff0000' } } };
    const out = rebaseOps([colour], doc, apply(doc, move)).doc.slides[0]!.blocks[0]!;
    expect([out.x, out.y, (out.props as { style?: { color?: string } }).style?.color]).toEqual([300, 200, '#ff0000']);
  });

  it('drops an edit of a block someone deleted and says so', () => {
    const { doc, slideId, blockId } = deck();
    const edit: Op = { type: 'deck.block.update', slideId, blockId, props: { html: '<p>x</p>' } };
    const out = rebaseOps([edit], doc, apply(doc, { type: 'deck.block.delete', slideId, blockId }));
    expect(out.ops).toEqual([]);
    expect(out.dropped[0]!.error.code).toBe('not_found');
  });
});

describe('undo with co-editors', () => {
  it('takes out only our typing, keeping what someone else typed in the same block since', async () => {
    const { History } = await import('../history.js');
    const { doc, slideId, blockId } = deck();
    const history = new History(doc);
    history.apply({ type: 'deck.block.update', slideId, blockId, props: { html: '<p>Hello brave world</p>' } });
    // Someone else appends to the same paragraph; their change arrives under our history.
    history.replaceDocument(apply(history.doc, { type: 'deck.block.update', slideId, blockId, props: { html: '<p>Hello brave world, friends</p>' } }));
    history.undo();
    expect(html(history.doc)).toBe('<p>Hello world, friends</p>');
  });
});
