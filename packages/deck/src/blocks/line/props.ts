/** Line block: a segment between two points local to the block's box, with optional end decorations. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { CssColor, Num, THEME_TEXT_COLOR } from '../../schema/common.js';

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const LINE_END_TYPES = ['none', 'arrow', 'line-arrow', 'circle', 'square'] as const;
export type LineEndType = (typeof LINE_END_TYPES)[number];

export const LineProps = lazySchema(() => z.object({
  x1: Num,
  y1: Num,
  x2: Num,
  y2: Num,
  color: CssColor,
  width: z.number().finite().positive().max(100),
  style: z.enum(LINE_STYLES).default('solid'),
  startType: z.enum(LINE_END_TYPES).default('none'),
  endType: z.enum(LINE_END_TYPES).default('none'),
}));
export type LineProps = z.infer<typeof LineProps>;

export const LINE_SIZE = { width: 300, height: 1 } as const;

/** Default props of a new horizontal line (in the theme's text colour until one is picked). */
export function lineDefaults(): LineProps {
  return { x1: 0, y1: 0, x2: 300, y2: 0, color: THEME_TEXT_COLOR, width: 2, style: 'solid', startType: 'none', endType: 'none' };
}
