/**
 * The editing scope: the slide's own blocks, or the children of a group the user entered (double-click). Children
 * are positioned relative to their group, so the scope carries the offset from the slide's origin.
 */
import { readingOrder, type Block, type GroupBlock } from '@podium/deck';

export interface Scope {
  /** The entered group, or null at slide level. */
  groupId: string | null;
  /** The blocks that can be selected and edited. */
  blocks: readonly Block[];
  /** Where the scope's (0, 0) is on the slide. */
  offset: { x: number; y: number };
  /** The entered groups, outermost first. */
  path: readonly GroupBlock[];
}

/** The chain of groups from the slide down to group `id` (inclusive); null when there is no such group. */
export function groupPath(blocks: readonly Block[], id: string): GroupBlock[] | null {
  for (const b of blocks) {
    if (b.type !== 'group') continue;
    if (b.id === id) return [b];
    const inner = groupPath(b.props.children, id);
    if (inner) return [b, ...inner];
  }
  return null;
}

/** The scope inside group `groupId` (slide level when null or missing). */
export function scopeOf(slideBlocks: readonly Block[], groupId: string | null): Scope {
  const path = groupId ? groupPath(slideBlocks, groupId) : null;
  if (!path) return { groupId: null, blocks: slideBlocks, offset: { x: 0, y: 0 }, path: [] };
  const offset = path.reduce((o, g) => ({ x: o.x + g.x, y: o.y + g.y }), { x: 0, y: 0 });
  return { groupId, blocks: path[path.length - 1]!.props.children, offset, path };
}

/** The sibling list holding block `id` (the slide's own list or a group's children). */
export function siblingsOf(slideBlocks: readonly Block[], id: string): readonly Block[] | null {
  if (slideBlocks.some((b) => b.id === id)) return slideBlocks;
  for (const b of slideBlocks) {
    if (b.type !== 'group') continue;
    const inner = siblingsOf(b.props.children, id);
    if (inner) return inner;
  }
  return null;
}

/** A block moved into slide coordinates. */
export function onSlide<T extends Block>(block: T, offset: { x: number; y: number }): T {
  return offset.x || offset.y ? { ...block, x: block.x + offset.x, y: block.y + offset.y } : block;
}

/** A group's children in reading order (top to bottom, left to right): the order Tab goes through them. */
export function childrenRead(group: GroupBlock): Block[] {
  return readingOrder({ blocks: group.props.children });
}
