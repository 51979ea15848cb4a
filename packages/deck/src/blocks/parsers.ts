/**
 * One parser per block type, apart from the block registry: parsing needs htmlparser2 and its entity tables, which
 * the editor never needs, so the registry (render, ops, schema) must not import any `parse.ts`.
 */
import type { BlockType } from '@podium/shared';
import type { BlockParser } from './types.js';
import { parseText } from './text/parse.js';
import { parseImage } from './image/parse.js';
import { parseVideo } from './video/parse.js';
import { parseShape } from './shape/parse.js';
import { parseDrawing } from './drawing/parse.js';
import { parseLine } from './line/parse.js';
import { parseIframe } from './iframe/parse.js';
import { parseTable } from './table/parse.js';
import { parseCode } from './code/parse.js';
import { parseMath } from './math/parse.js';
import { parseSnippet } from './snippet/parse.js';
import { parseGroup } from './group/parse.js';

const BLOCK_PARSERS: { readonly [T in BlockType]: BlockParser<T> } = {
  text: parseText, image: parseImage, video: parseVideo, shape: parseShape, drawing: parseDrawing,
  line: parseLine,
  iframe: parseIframe, table: parseTable, code: parseCode, math: parseMath, snippet: parseSnippet, group: parseGroup,
};

/** The parser of a block type. */
export function blockParser<T extends BlockType>(type: T): BlockParser<T> {
  // The mapped registry type cannot be narrowed by a generic index; each entry is checked where it is declared.
  return BLOCK_PARSERS[type] as unknown as BlockParser<T>;
}
