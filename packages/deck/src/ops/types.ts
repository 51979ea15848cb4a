/**
 * Ops: the only way the editor changes a document. Each is plain JSON (sent over the realtime channel as is),
 * validated by `Op`, and applying one returns the new document and the op that undoes it.
 */
import { z } from 'zod';
import { lazySchema } from '../schema/lazy.js';
import { Block } from '../schema/block.js';
import { Id, Num } from '../schema/common.js';
import { Background, AutoAnimate, AutoSlideMs, ReadingOrder, Slide, SlideAnchor, SlideClass, SlideState, SlideTitle, TRANSITION_SPEEDS } from '../schema/slide.js';
import { InlineCss } from '../schema/css.js';
import { BACKGROUND_TRANSITIONS, LIMITS, TRANSITIONS } from '@podium/shared';
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
  title: SlideTitle.nullable().optional(),
  readingOrder: ReadingOrder.nullable().optional(),
}));
export type SlidePatch = z.infer<typeof SlidePatch>;

export const ARRANGE_TARGETS = ['front', 'back', 'forward', 'backward'] as const;
export type ArrangeTarget = (typeof ARRANGE_TARGETS)[number];

const s = z.object;
// Patches are checked against the block schema after merging, so values stay loose here.
const Patch = lazySchema(() => z.record(z.string(), z.unknown()));

/** Every op but the batch, as schemas (built inside the lazy Op schema); their inferred types are the op types. */
const leafOps = () => [
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
  /** Typing in a text block: a Yjs update (base64) to its shared text, see richText/sharedText.ts. */
  s({ type: z.literal('deck.block.text'), slideId: Id, blockId: Id, update: z.string().min(1).max(LIMITS.textUpdateMax).regex(/^[A-Za-z0-9+/]+={0,2}$/) }),
  s({ type: z.literal('deck.block.move'), slideId: Id, moves: z.array(s({ id: Id, x: Num, y: Num })).min(1) }),
  s({ type: z.literal('deck.block.resize'), slideId: Id, id: Id, x: Num, y: Num, width: Num, height: Num }),
  s({ type: z.literal('deck.block.rotate'), slideId: Id, id: Id, rotation: Num }),
  s({ type: z.literal('deck.block.arrange'), slideId: Id, id: Id, to: z.enum(ARRANGE_TARGETS) }),
  s({ type: z.literal('deck.block.order'), slideId: Id, z: z.record(Id, z.number().int().min(0)) }),
  s({ type: z.literal('deck.block.lock'), slideId: Id, ids: z.array(Id).min(1), locked: z.boolean() }),
  s({ type: z.literal('deck.block.group'), slideId: Id, ids: z.array(Id).min(2), groupId: Id }),
  s({ type: z.literal('deck.block.ungroup'), slideId: Id, groupId: Id }),
] as const;

/** One op type per schema above (derived, so the schema and the types cannot drift apart). */
type LeafOp = z.infer<ReturnType<typeof leafOps>[number]>;

/** An op: one of the above, or a batch of ops (all or nothing). Recursive, so the batch is written out here. */
export type OpValue = LeafOp | { type: 'deck.batch'; ops: OpValue[] };

export const Op: z.ZodType<OpValue> = lazySchema(() => z.lazy(() =>
  z.discriminatedUnion('type', [...leafOps(), s({ type: z.literal('deck.batch'), ops: z.array(Op) })]),
));

export type Op = OpValue;
export type OpType = Op['type'];
export type OpOf<T extends OpType> = Extract<Op, { type: T }>;

export const OP_ERROR_CODES = [
  'invalid_op', 'not_found', 'duplicate_id', 'out_of_range', 'last_slide', 'notes_too_long', 'reserved_class',
  'block_too_small', 'group_too_deep', 'not_siblings', 'not_a_group', 'invalid', 'stale_text',
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
