/**
 * The web editor's block registry: one EditorBlock per BlockType, indexed from the block folders by
 * scripts/gen-blocks.mjs (registry.generated.ts). Its mapped type makes a block type without an editor folder a
 * compile error; everything else (top bar, panel, canvas, fragment list) reads it.
 */
import type { Block, BlockOf } from '@podium/deck';
import type { BlockType } from '@podium/shared';
import type { EditorBlock } from './types';
import { EDITOR_BLOCKS } from './registry.generated';

export { EDITOR_BLOCKS };

/** The editor entry of a block's type, typed for that block. */
export function editorBlockOf<T extends BlockType>(block: BlockOf<T>): EditorBlock<T> {
  // The mapped registry type cannot be narrowed by a generic index; each entry is checked where it is declared.
  return EDITOR_BLOCKS[block.type as T] as unknown as EditorBlock<T>;
}

/** Whether the block's type has its own in-place editor on the canvas (opened by double-click, like text). */
export function hasInPlaceEditor(block: Block): boolean {
  return Boolean(EDITOR_BLOCKS[block.type].InPlace);
}

/** How a block is named in lists: its type's own description, else its type, capitalised. */
export function describeBlock(block: Block): string {
  return editorBlockOf(block).describe?.(block) ?? block.type[0]!.toUpperCase() + block.type.slice(1);
}

/** The block types the top bar offers, in their order. */
export function insertableBlocks(): EditorBlock<BlockType>[] {
  return (Object.values(EDITOR_BLOCKS) as EditorBlock<BlockType>[])
    .filter((entry) => entry.insert)
    .sort((a, b) => a.insert!.order - b.insert!.order);
}
