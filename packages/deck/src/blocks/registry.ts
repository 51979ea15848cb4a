/** The block registry: one definition per block type, and helpers to create blocks with defaults. */
import type { BlockType } from '@podium/shared';
import type { Block } from '../schema/block.js';
import { newId } from '../ids.js';
import type { BlockDefinition, BlockOf, PropsOf } from './types.js';
import { textBlock } from './text/index.js';
import { imageBlock } from './image/index.js';
import { videoBlock } from './video/index.js';
import { shapeBlock } from './shape/index.js';
import { drawingBlock } from './drawing/index.js';
import { lineBlock } from './line/index.js';
import { iframeBlock } from './iframe/index.js';
import { tableBlock } from './table/index.js';
import { codeBlock } from './code/index.js';
import { mathBlock } from './math/index.js';
import { snippetBlock } from './snippet/index.js';
import { groupBlock } from './group/index.js';

export const BLOCK_REGISTRY: { readonly [T in BlockType]: BlockDefinition<T> } = {
  text: textBlock, image: imageBlock, video: videoBlock, shape: shapeBlock, drawing: drawingBlock, line: lineBlock,
  iframe: iframeBlock, table: tableBlock, code: codeBlock, math: mathBlock, snippet: snippetBlock, group: groupBlock,
};

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
