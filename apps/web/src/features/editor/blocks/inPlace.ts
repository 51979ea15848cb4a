/** Which block types have their own in-place editor on the canvas (opened by double-click, like text). */
import type { BlockType } from '@podium/shared';

/** True for table (cell editing) and code (CodeMirror). */
export function hasInPlaceEditor(type: BlockType | 'snippet' | 'group'): boolean {
  return type === 'table' || type === 'code';
}
