/**
 * One parser per block type (generated from the block folders: parsers.generated.ts), apart from the block registry: parsing needs htmlparser2 and its entity tables, which
 * the editor never needs, so the registry (render, ops, schema) must not import any `parse.ts`.
 */
import type { BlockType } from '@podium/shared';
import type { BlockParser } from './types.js';
import { BLOCK_PARSERS } from './parsers.generated.js';

/** The parser of a block type. */
export function blockParser<T extends BlockType>(type: T): BlockParser<T> {
  // The mapped registry type cannot be narrowed by a generic index; each entry is checked where it is declared.
  return BLOCK_PARSERS[type] as unknown as BlockParser<T>;
}
