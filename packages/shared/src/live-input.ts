/** Live stream payloads (SPEC §7 stream API) as zod schemas, parsed by the server; live.ts has the types and helpers. */
import { z } from 'zod';
import { STREAM_LIMITS } from './live.js';

/** reveal.js presentation state (Reveal.getState()) as it travels on the stream. */
export const StreamState = z.object({
  indexh: z.number().int().min(0).max(10_000),
  indexv: z.number().int().min(0).max(10_000).default(0),
  indexf: z.number().int().min(-1).max(10_000).nullable().optional(),
  paused: z.boolean().default(false),
  overview: z.boolean().default(false),
});
export type StreamState = z.infer<typeof StreamState>;

/** The laser pointer in slide coordinates (0..1 of the slide's width and height). */
export const StreamPointer = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  visible: z.boolean(),
});
export type StreamPointer = z.infer<typeof StreamPointer>;

/** Key of one slide's drawings: "h/v". */
export const SlideKey = z.string().regex(/^\d{1,5}\/\d{1,5}$/);

/** One drawn stroke (a slide datum of the stream API): colour, width in slide pixels, points as [x0, y0, x1, y1, …]. */
export const SlideDatum = z.object({
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  width: z.number().min(1).max(40),
  points: z.array(z.number().min(0).max(1)).min(2).max(STREAM_LIMITS.strokePoints * 2)
    .refine((points) => points.length % 2 === 0, 'Points come in x, y pairs'),
});
export type SlideDatum = z.infer<typeof SlideDatum>;

/** POST stream: the presenter publishes reveal.js state. */
export const PublishStreamInput = z.object({ stream: z.object({ state: StreamState }) });
export type PublishStreamInput = z.infer<typeof PublishStreamInput>;

/** POST add_slide_datum: one stroke on one slide. */
export const AddSlideDatumInput = z.object({ slide_datum: z.object({ slide_key: SlideKey, datum: SlideDatum }) });
export type AddSlideDatumInput = z.infer<typeof AddSlideDatumInput>;

/** POST clear_slide_data: one slide's drawings, or every slide's when slide_key is absent. */
export const ClearSlideDataInput = z.object({ slide_key: SlideKey.optional() });
export type ClearSlideDataInput = z.infer<typeof ClearSlideDataInput>;
