/** Properties every block has, whatever its type. Coordinates are px in the parent's space (the slide, or the enclosing group). */
import { z } from 'zod';
import { lazySchema } from './lazy.js';
import { Border, Fragment, Id, Num, Size, Url } from './common.js';

export const BlockBase = lazySchema(() => z.object({
  id: Id,
  x: Num,
  y: Num,
  width: Size,
  height: Size,
  /** Degrees clockwise around the block's centre. */
  rotation: Num.default(0),
  /** Stacking order among siblings; higher is in front. Ties keep array order. */
  z: z.number().int().min(0).default(0),
  locked: z.boolean().default(false),
  opacity: z.number().min(0).max(1).default(1),
  border: Border.optional(),
  padding: z.number().finite().min(0).max(1000).optional(),
  fragment: Fragment.optional(),
  link: Url.optional(),
  /** Auto-animate match key (reveal.js `data-id`); the block's own id when unset. Copies of a block keep the original's. */
  animateId: Id.optional(),
}));
export type BlockBase = z.infer<typeof BlockBase>;

/** The common fields an op may change through `deck.block.update`. */
export const BLOCK_COMMON_KEYS = [
  'x', 'y', 'width', 'height', 'rotation', 'z', 'locked', 'opacity', 'border', 'padding', 'fragment', 'link', 'animateId',
] as const;
export type BlockCommonKey = (typeof BLOCK_COMMON_KEYS)[number];
