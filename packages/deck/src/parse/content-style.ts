/** Which `.sl-block-content` style declarations a block carries, so the rest can be reported instead of lost silently. */
import type { BlockType } from '@podium/shared';
import type { ParseReport } from './report.js';

/** Declarations every block carries (opacity, padding, border, stacking) or that do not change the look. */
export const COMMON_CONTENT_CSS = /^(opacity|padding|border(-width|-style|-color)?|z-index|width|height|position|display|box-sizing|visibility|overflow)$/;

// What each type's own render writes (and its parser reads back, or derives from attributes). Text reports its own.
const TYPE_CSS: Partial<Record<BlockType, ReadonlySet<string>>> = {
  table: new Set(['color']),
};

/** Report the content declarations a non-text block drops (text blocks check theirs against their text styles). */
export function reportDroppedContentStyle(type: BlockType, style: ReadonlyMap<string, string>, report: ParseReport, blockId?: string): void {
  if (type === 'text') return;
  const own = TYPE_CSS[type];
  const dropped = [...style.keys()].filter((name) => !COMMON_CONTENT_CSS.test(name) && !own?.has(name));
  if (dropped.length) report.warn(`${type} style ${dropped.join(', ')}`, 'dropped: not supported on this kind of block', blockId);
}
