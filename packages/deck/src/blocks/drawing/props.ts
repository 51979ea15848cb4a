/** Drawing (Pen) block: one freehand stroke; points live in the drawing's own view box and stretch with the block. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { CssColor, Num, Size, THEME_TEXT_COLOR } from '../../schema/common.js';

export const Point = lazySchema(() => z.tuple([Num, Num]));
export const DrawingProps = lazySchema(() => z.object({
  points: z.array(Point).max(100000),
  viewBox: z.object({ width: Size, height: Size }),
  color: CssColor,
  strokeWidth: z.number().finite().positive().max(100),
  /** Drawn as pressure-sensitive ink (perfect-freehand outline) instead of an even line. */
  ink: z.boolean().optional(),
  /** Pen pressure per point (0..1), parallel to `points`; without it ink simulates pressure from the drawing speed. */
  pressures: z.array(z.number().min(0).max(1)).max(100000).optional(),
}).refine((p) => !p.pressures || p.pressures.length === p.points.length, { message: 'pressures must match points', path: ['pressures'] }));
export type DrawingProps = z.infer<typeof DrawingProps>;

export const DRAWING_SIZE = { width: 300, height: 300 } as const;

/** Default props of a new, empty drawing. */
export function drawingDefaults(): DrawingProps {
  return { points: [], viewBox: { ...DRAWING_SIZE }, color: THEME_TEXT_COLOR, strokeWidth: 3 };
}
