/** Shape block: a vector shape of a fixed kind stretched to the block's box. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { CssColor, CssShadow } from '../../schema/common.js';

export const SHAPE_KINDS = [
  'rect', 'circle', 'diamond', 'triangle-up', 'triangle-down', 'triangle-left', 'triangle-right',
  'arrow-up', 'arrow-down', 'arrow-left', 'arrow-right', 'arrow-left-right', 'chevron', 'octagon', 'hexagon', 'star',
  'pentagon', 'parallelogram', 'trapezoid', 'cross', 'speech-bubble', 'speech-bubble-round',
] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const ShapeProps = lazySchema(() => z.object({
  kind: z.enum(SHAPE_KINDS),
  fill: CssColor,
  stroke: CssColor.optional(),
  strokeWidth: z.number().finite().min(0).max(100).default(0),
  /** Rounded corners, rect only. */
  cornerRadius: z.number().finite().min(0).max(1000).default(0),
  /** Plain text shown centred inside the shape (line breaks kept). */
  text: z.string().max(10000).optional(),
  textColor: CssColor.optional(),
  textSize: z.number().finite().min(4).max(400).optional(),
  /** A drop shadow under the shape's outline (PowerPoint's outer shadow). */
  shadow: CssShadow.optional(),
  /** What the shape means, for screen readers (its text, if any, is read as well). */
  alt: z.string().max(1000).optional(),
  /** Only decoration: hidden from screen readers. */
  decorative: z.boolean().optional(),
}));
export type ShapeProps = z.infer<typeof ShapeProps>;

export const SHAPE_SIZE = { width: 300, height: 300 } as const;

/** Default props of a new shape block. */
export function shapeDefaults(): ShapeProps {
  return { kind: 'rect', fill: '#000000', strokeWidth: 0, cornerRadius: 0 };
}
