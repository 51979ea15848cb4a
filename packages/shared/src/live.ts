/**
 * Live streaming (SPEC §2 live client/server, speaker view; §7 stream API; §9 stream pointer frequency): the shapes a
 * presenter publishes and viewers receive, shared by the server and the web client. The zod schemas the server parses
 * them with are in live-input.ts (zod stays out of the app's main bundle).
 */
import type { StreamPointer, StreamState, SlideDatum } from './live-input.js';
import type { QaJoinJson } from './audience.js';
import type { PollJoinJson } from './polls.js';

/** Most points in one stroke and strokes kept per slide (a runaway pen cannot grow a stream without bound). */
export const STREAM_LIMITS = { strokePoints: 2000, strokesPerSlide: 300 } as const;

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
  | { ok: true; role: 'presenter' | 'viewer'; snapshot: StreamSnapshot; viewers: number; qa: QaJoinJson; polls: PollJoinJson }
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
