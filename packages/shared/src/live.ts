/**
 * Live streaming (SPEC §2 live client/server, speaker view; §7 stream API; §9 stream pointer frequency): the shapes a
 * presenter publishes and viewers receive, shared by the server (zod parsing) and the web client (types).
 */
import { z } from 'zod';

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

/** Most points in one stroke and strokes kept per slide (a runaway pen cannot grow a stream without bound). */
export const STREAM_LIMITS = { strokePoints: 2000, strokesPerSlide: 300 } as const;

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

/** The latest state of a stream: what a late joiner needs (a snapshot, not a replay). `at` orders states. */
export interface StreamSnapshot {
  state: StreamState | null;
  at: number;
  pointer: StreamPointer | null;
  slide_data: Record<string, SlideDatum[]>;
}

/** The empty snapshot of a stream nobody has presented yet. */
export const EMPTY_SNAPSHOT: StreamSnapshot = { state: null, at: 0, pointer: null, slide_data: {} };

/** Reply to a `join` on the `live` namespace. */
export type LiveJoinResult =
  | { ok: true; role: 'presenter' | 'viewer'; snapshot: StreamSnapshot; viewers: number }
  | { ok: false };

/** Whether two states show the same thing (an echo of an applied state is not a change). */
export function sameStreamState(a: StreamState | null, b: StreamState | null): boolean {
  if (!a || !b) return a === b;
  return a.indexh === b.indexh && a.indexv === b.indexv && (a.indexf ?? -1) === (b.indexf ?? -1) &&
    a.paused === b.paused && a.overview === b.overview;
}

/** The drawing key of a state's slide. */
export const slideKeyOf = (state: Pick<StreamState, 'indexh' | 'indexv'>) => `${state.indexh}/${state.indexv ?? 0}`;

/** The deck as the live pages need it (GET stream). `player_url` is the sandboxed player for this role. */
export interface StreamDeckJson {
  id: number;
  title: string;
  slug: string;
  username: string;
  author: string;
  width: number;
  height: number;
  theme_color: string;
  slide_count: number;
  url: string;
  viewer_url: string;
  player_url: string;
}

/** A speaker link as listed (the token itself is only in the create response). */
export interface SpeakerTokenJson {
  id: number;
  created_at: string;
  last_used_at: string | null;
  token?: string;
  url?: string;
}

/** GET stream response body. */
export interface StreamJson extends StreamSnapshot {
  role: 'presenter' | 'viewer';
  deck: StreamDeckJson;
}
