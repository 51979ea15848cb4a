/** Block helpers for editor commands: new blocks placed on the slide, copies with fresh ids, and selection lookups. */
import { createBlock, findSlide, newId, type Block, type CreateBlockInput, type DeckDocument, type Op } from '@podium/deck';
import type { BlockType } from '@podium/shared';
import { aabb, union, type Box } from './geometry';
import { siblingsOf } from './scope';

/** The next z on a slide (in front of everything). */
export function topZ(blocks: readonly Block[]): number {
  return blocks.reduce((z, b) => Math.max(z, b.z + 1), 0);
}

/** A new block of `type`, centred on the slide (or at `at`) and in front of the others. */
export function placeBlock<T extends BlockType>(
  type: T,
  slide: { width: number; height: number },
  existing: readonly Block[],
  input: CreateBlockInput<T> = {},
  at?: { x: number; y: number },
): Block {
  const draft = createBlock(type, input);
  const width = Math.min(draft.width, slide.width);
  const height = Math.min(draft.height, slide.height);
  const cx = at?.x ?? slide.width / 2;
  const cy = at?.y ?? slide.height / 2;
  return {
    ...draft,
    width,
    height,
    x: Math.round(Math.min(Math.max(0, cx - width / 2), slide.width - width)),
    y: Math.round(Math.min(Math.max(0, cy - height / 2), slide.height - height)),
    z: topZ(existing),
  } as Block;
}

/** A copy of a block (and a group's children) with fresh ids, moved by (dx, dy). */
export function cloneBlock(block: Block, dx: number, dy: number): Block {
  const fresh = (b: Block): Block =>
    (b.type === 'group' ? { ...b, id: newId(), props: { children: b.props.children.map(fresh) } } : { ...b, id: newId() }) as Block;
  return { ...fresh(block), x: block.x + dx, y: block.y + dy };
}

/** Ops adding copies of `blocks` to a slide, in front of its blocks and keeping their relative order. */
export function addCopiesOps(slideId: string, existing: readonly Block[], blocks: readonly Block[], offset: number): { ops: Op[]; ids: string[] } {
  let z = topZ(existing);
  const ordered = [...blocks].sort((a, b) => a.z - b.z);
  const copies = ordered.map((b) => ({ ...cloneBlock(b, offset, offset), z: z++, locked: false }));
  return { ops: copies.map((block) => ({ type: 'deck.block.add', slideId, block })), ids: copies.map((c) => c.id) };
}

/** The blocks with these ids, in order, from the list holding the first (the slide's own, or an entered group's). */
export function blocksById(doc: DeckDocument, slideId: string, ids: readonly string[]): Block[] {
  const slide = findSlide(doc, slideId)?.slide;
  if (!slide || ids.length === 0) return [];
  const wanted = new Set(ids);
  const list = siblingsOf(slide.blocks, ids[0]!) ?? slide.blocks;
  return list.filter((b) => wanted.has(b.id));
}

/** The bounding box of blocks (rotation included). */
export function boundsOf(blocks: readonly Block[]): Box | undefined {
  return union(blocks.map((b) => aabb(b)));
}

/** The position of a slide as `{ h, v }` (0,0 when missing). */
export function slidePosition(doc: DeckDocument, slideId: string): { h: number; v: number } {
  const at = findSlide(doc, slideId);
  return at ? { h: at.h, v: at.v } : { h: 0, v: 0 };
}
