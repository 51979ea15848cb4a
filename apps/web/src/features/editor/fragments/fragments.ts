/** Fragment order on a slide, and what a block looks like at a step of fragment playback (reveal.js semantics). */
import type { Block, Op } from '@podium/deck';
import { FRAGMENT_STYLES, type FragmentStyle } from '@podium/shared';

/** The slide's fragment blocks in play order: by index (unindexed last), ties in paint order. */
export function fragmentOrder(blocks: readonly Block[]): Block[] {
  return blocks
    .map((b, i) => [b, i] as const)
    .filter(([b]) => b.fragment)
    .sort(([a, ai], [b, bi]) => (a.fragment!.index ?? Infinity) - (b.fragment!.index ?? Infinity) || a.z - b.z || ai - bi)
    .map(([b]) => b);
}

/** Distinct fragment steps on a slide (blocks sharing an index appear together). */
export function stepCount(blocks: readonly Block[]): number {
  const order = fragmentOrder(blocks);
  return new Set(order.map((b, i) => b.fragment!.index ?? `u${i}`)).size;
}

/** The step (0-based) at which a fragment block appears. */
function stepOf(blocks: readonly Block[], id: string): number {
  const keys: Array<number | string> = [];
  fragmentOrder(blocks).forEach((b, i) => {
    const key = b.fragment!.index ?? `u${i}`;
    if (!keys.includes(key)) keys.push(key);
  });
  const block = blocks.find((b) => b.id === id);
  const i = fragmentOrder(blocks).findIndex((b) => b.id === id);
  return keys.indexOf(block?.fragment?.index ?? `u${i}`);
}

export type FragmentLook = 'shown' | 'hidden' | 'dim';

/** How a block looks when `shown` steps have played (reveal.js classes: fragment, visible, current-fragment). */
export function fragmentLook(blocks: readonly Block[], block: Block, shown: number): FragmentLook {
  const style = block.fragment?.style;
  if (!style) return 'shown';
  const step = stepOf(blocks, block.id);
  const visible = step < shown;
  const current = step === shown - 1;
  if (style === 'fade-out') return visible ? 'hidden' : 'shown';
  if (style === 'semi-fade-out') return visible ? 'dim' : 'shown';
  if (style === 'fade-in-then-out') return current ? 'shown' : 'hidden';
  if (style === 'fade-in-then-semi-out') return !visible ? 'hidden' : current ? 'shown' : 'dim';
  return visible ? 'shown' : 'hidden';
}

/** Label of a fragment style. */
export function fragmentLabel(style: FragmentStyle): string {
  return FRAGMENT_STYLES.find((f) => f.id === style)?.label ?? style;
}

/** Ops that renumber the slide's fragments 0..n-1 in the given order (one step each). */
export function renumberOps(slideId: string, ordered: readonly Block[]): Op[] {
  return ordered.flatMap((b, index) =>
    b.fragment && b.fragment.index !== index
      ? [{ type: 'deck.block.update', slideId, blockId: b.id, set: { fragment: { ...b.fragment, index } } } satisfies Op]
      : [],
  );
}

/** The next free fragment index on a slide (a new fragment plays last). */
export function nextFragmentIndex(blocks: readonly Block[]): number {
  return blocks.reduce((n, b) => (b.fragment ? Math.max(n, (b.fragment.index ?? -1) + 1) : n), 0);
}
