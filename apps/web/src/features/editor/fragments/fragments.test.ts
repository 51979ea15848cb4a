import { describe, expect, it } from 'vitest';
import { applyOp, batchOp, createBlock, type Block } from '@podium/deck';
import { fragmentLook, fragmentOrder, nextFragmentIndex, renumberOps, stepCount } from './fragments';

const frag = (id: string, style: string, index?: number, z = 0): Block =>
  createBlock('text', { id, z, props: { html: `<p>${id}</p>` }, fragment: index === undefined ? { style } : { style, index } } as never);
const plain = createBlock('text', { id: 'p', props: { html: '<p>p</p>' } });

describe('fragments', () => {
  it('orders by index, unindexed last, ties by z', () => {
    const blocks = [frag('c', 'fade-in'), frag('b', 'fade-in', 1), plain, frag('a', 'fade-in', 0), frag('d', 'fade-in', 1, 5)];
    expect(fragmentOrder(blocks).map((b) => b.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(stepCount(blocks)).toBe(3); // b and d share index 1
    expect(nextFragmentIndex(blocks)).toBe(2);
  });

  it('looks like reveal.js at each step for each style', () => {
    const blocks = [frag('in', 'fade-up', 0), frag('out', 'fade-out', 1), frag('half', 'semi-fade-out', 1), frag('then', 'fade-in-then-out', 2), frag('dim', 'fade-in-then-semi-out', 2), plain];
    const looks = (shown: number) => Object.fromEntries(blocks.map((b) => [b.id, fragmentLook(blocks, b, shown)]));
    expect(looks(0)).toEqual({ in: 'hidden', out: 'shown', half: 'shown', then: 'hidden', dim: 'hidden', p: 'shown' });
    expect(looks(2)).toEqual({ in: 'shown', out: 'hidden', half: 'dim', then: 'hidden', dim: 'hidden', p: 'shown' });
    expect(looks(3)).toEqual({ in: 'shown', out: 'hidden', half: 'dim', then: 'shown', dim: 'shown', p: 'shown' });
  });

  it('renumbers a new order as one op per changed block', () => {
    const a = frag('a', 'fade-in', 0);
    const b = frag('b', 'fade-in', 1);
    const ops = renumberOps('s', [b, a]);
    expect(ops).toHaveLength(2);
    const doc = { schemaVersion: 1 as const, slides: [{ id: 's', hidden: false, notes: '', classes: [], blocks: [a, b] }] };
    const result = applyOp(doc, batchOp(ops));
    expect(result.ok && fragmentOrder(result.doc.slides[0]!.blocks).map((x) => x.id)).toEqual(['b', 'a']);
    expect(renumberOps('s', [a, b])).toEqual([]);
  });
});
