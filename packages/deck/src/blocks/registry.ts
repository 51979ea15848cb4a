/** The block registry (generated from the block folders: registry.generated.ts) and helpers to create blocks with defaults. */
import type { BlockType } from '@podium/shared';
import type { Block } from '../schema/block.js';
import { newId } from '../ids.js';
import type { BlockDefinition, BlockOf, PropsOf } from './types.js';
import { BLOCK_REGISTRY } from './registry.generated.js';

export { BLOCK_REGISTRY };

/** The definition of a block type. */
export function blockDefinition<T extends BlockType>(type: T): BlockDefinition<T> {
  // The mapped registry type cannot be narrowed by a generic index; each entry is checked where it is declared.
  return BLOCK_REGISTRY[type] as unknown as BlockDefinition<T>;
}

/** Whether a string names a block type. */
export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && Object.hasOwn(BLOCK_REGISTRY, value);
}

export type CreateBlockInput<T extends BlockType> = Partial<Omit<BlockOf<T>, 'type' | 'props'>> & {
  props?: Partial<PropsOf<T>>;
};

/** A new block of `type` with default props and size, overridden by `input` (a fresh id unless given). */
export function createBlock<T extends BlockType>(type: T, input: CreateBlockInput<T> = {}): BlockOf<T> {
  const def = blockDefinition(type);
  const { props, ...common } = input;
  const block: Record<string, unknown> = {
    id: newId(),
    x: 0,
    y: 0,
    width: def.defaultSize.width,
    height: def.defaultSize.height,
    rotation: 0,
    z: 0,
    locked: false,
    opacity: 1,
    ...common,
    type,
    props: { ...(def.defaults() as object), ...(props as object | undefined) },
  };
  return block as unknown as BlockOf<T>;
}

export type { Block };
