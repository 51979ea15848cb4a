/**
 * Ops: the only way the editor changes a document. Each is plain JSON (sent over the realtime channel as is),
 * validated by `Op`, and applying one returns the new document and the op that undoes it.
 */
import { z } from 'zod';
import { lazySchema } from '../schema/lazy.js';
import { Block } from '../schema/block.js';
import { Id, Num } from '../schema/common.js';
import { Background, AutoAnimate, AutoSlideMs, Slide, SlideAnchor, SlideClass, SlideState, TRANSITION_SPEEDS } from '../schema/slide.js';
import { InlineCss } from '../schema/css.js';
import { BACKGROUND_TRANSITIONS, TRANSITIONS } from '@podium/shared';
import type { DeckDocument } from '../schema/document.js';

/** A slide position: column `h`, and `v` within the column (0 = top). Without `v`, a new column at `h`. */
export const Position = lazySchema(() => z.object({ h: z.number().int().min(0), v: z.number().int().min(0).optional() }));
export type Position = z.infer<typeof Position>;

/** Slide properties `deck.slide.set` changes; `null` clears an optional one. */
export const SlidePatch = lazySchema(() => z.object({
  hidden: z.boolean().optional(),
  background: Background.nullable().optional(),
  transition: z.enum(TRANSITIONS).nullable().optional(),
  transitionSpeed: z.enum(TRANSITION_SPEEDS).nullable().optional(),
  backgroundTransition: z.enum(BACKGROUND_TRANSITIONS).nullable().optional(),
  autoAnimate: AutoAnimate.nullable().optional(),
  classes: z.array(SlideClass).optional(),
  state: SlideState.nullable().optional(),
  anchor: SlideAnchor.nullable().optional(),
  style: InlineCss.nullable().optional(),
  autoSlide: AutoSlideMs.nullable().optional(),
}));
export type SlidePatch = z.infer<typeof SlidePatch>;

export const ARRANGE_TARGETS = ['front', 'back', 'forward', 'backward'] as const;
export type ArrangeTarget = (typeof ARRANGE_TARGETS)[number];

const s = z.object;
// Patches are checked against the block schema after merging, so values stay loose here.
const Patch = lazySchema(() => z.record(z.string(), z.unknown()));

export const Op: z.ZodType<OpValue> = lazySchema(() => z.lazy(() =>
  z.discriminatedUnion('type', [
    s({ type: z.literal('deck.slide.add'), slide: Slide, at: Position }),
    s({ type: z.literal('deck.slide.delete'), id: Id, stack: z.boolean().optional() }),
    s({ type: z.literal('deck.slide.move'), id: Id, to: Position, stack: z.boolean().optional() }),
    s({ type: z.literal('deck.slide.duplicate'), id: Id, copyId: Id }),
    s({ type: z.literal('deck.slide.set'), id: Id, props: SlidePatch }),
    s({ type: z.literal('deck.slide.notes'), id: Id, notes: z.string() }),
    s({ type: z.literal('deck.block.add'), slideId: Id, block: Block, parentId: Id.optional(), index: z.number().int().min(0).optional() }),
    s({ type: z.literal('deck.block.delete'), slideId: Id, blockId: Id }),
    s({ type: z.literal('deck.block.update'), slideId: Id, blockId: Id, set: Patch.optional(), props: Patch.optional() }),
    s({ type: z.literal('deck.block.replace'), slideId: Id, block: Block }),
    s({ type: z.literal('deck.block.move'), slideId: Id, moves: z.array(s({ id: Id, x: Num, y: Num })).min(1) }),
    s({ type: z.literal('deck.block.resize'), slideId: Id, id: Id, x: Num, y: Num, width: Num, height: Num }),
    s({ type: z.literal('deck.block.rotate'), slideId: Id, id: Id, rotation: Num }),
    s({ type: z.literal('deck.block.arrange'), slideId: Id, id: Id, to: z.enum(ARRANGE_TARGETS) }),
    s({ type: z.literal('deck.block.order'), slideId: Id, z: z.record(Id, z.number().int().min(0)) }),
    s({ type: z.literal('deck.block.lock'), slideId: Id, ids: z.array(Id).min(1), locked: z.boolean() }),
    s({ type: z.literal('deck.block.group'), slideId: Id, ids: z.array(Id).min(2), groupId: Id }),
    s({ type: z.literal('deck.block.ungroup'), slideId: Id, groupId: Id }),
    s({ type: z.literal('deck.batch'), ops: z.array(Op) }),
  ]),
));

export type OpValue =
  | { type: 'deck.slide.add'; slide: Slide; at: Position }
  | { type: 'deck.slide.delete'; id: string; stack?: boolean }
  | { type: 'deck.slide.move'; id: string; to: Position; stack?: boolean }
  | { type: 'deck.slide.duplicate'; id: string; copyId: string }
  | { type: 'deck.slide.set'; id: string; props: SlidePatch }
  | { type: 'deck.slide.notes'; id: string; notes: string }
  | { type: 'deck.block.add'; slideId: string; block: Block; parentId?: string; index?: number }
  | { type: 'deck.block.delete'; slideId: string; blockId: string }
  | { type: 'deck.block.update'; slideId: string; blockId: string; set?: Record<string, unknown>; props?: Record<string, unknown> }
  | { type: 'deck.block.replace'; slideId: string; block: Block }
  | { type: 'deck.block.move'; slideId: string; moves: Array<{ id: string; x: number; y: number }> }
  | { type: 'deck.block.resize'; slideId: string; id: string; x: number; y: number; width: number; height: number }
  | { type: 'deck.block.rotate'; slideId: string; id: string; rotation: number }
  | { type: 'deck.block.arrange'; slideId: string; id: string; to: ArrangeTarget }
  | { type: 'deck.block.order'; slideId: string; z: Record<string, number> }
  | { type: 'deck.block.lock'; slideId: string; ids: string[]; locked: boolean }
  | { type: 'deck.block.group'; slideId: string; ids: string[]; groupId: string }
  | { type: 'deck.block.ungroup'; slideId: string; groupId: string }
  | { type: 'deck.batch'; ops: OpValue[] };
export type Op = OpValue;
export type OpType = Op['type'];
export type OpOf<T extends OpType> = Extract<Op, { type: T }>;

export const OP_ERROR_CODES = [
  'invalid_op', 'not_found', 'duplicate_id', 'out_of_range', 'last_slide', 'notes_too_long', 'reserved_class',
  'block_too_small', 'group_too_deep', 'not_siblings', 'not_a_group', 'invalid',
] as const;
export type OpErrorCode = (typeof OP_ERROR_CODES)[number];

export interface OpError {
  code: OpErrorCode;
  message: string;
  /** Dot path into the document (or the op) of the offending value, e.g. `slides.0.blocks.2.width`. */
  path?: string;
}

export type OpFailure = { ok: false; error: OpError };
export type OpResult = { ok: true; doc: DeckDocument; inverse: Op } | { ok: false; error: OpError };

/** An error result. */
export function fail(code: OpErrorCode, message: string, path?: string): OpFailure {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}
