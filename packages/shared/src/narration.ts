/**
 * Recorded narration: the presenter's voice (and optionally their camera) recorded in the speaker view, with the time
 * of every slide and fragment change. The API payloads, the user-facing strings, and the pure timeline rules shared by
 * the server (replacing one slide's segment, the MP4 export) and the web app (playing the talk in sync).
 */
import { z } from 'zod';

/** One slide or fragment change: `at_ms` from the start of the recording, the deck position shown from then on. */
export interface NarrationCue {
  at_ms: number;
  h: number;
  v: number;
  /** The fragment index reveal.js reports (-1: no fragment shown yet). */
  f: number;
}

/** A deck's recorded narration as the API returns it. */
export interface NarrationView {
  id: number;
  /** The recording (`/media/{key}`, WebM: Opus audio, VP8 video when the camera was recorded). */
  url: string;
  content_type: string;
  duration_ms: number;
  has_camera: boolean;
  cues: NarrationCue[];
  updated_at: string;
}

/** GET /api/v1/decks/{id}/narration.json. */
export interface NarrationResponse {
  narration: NarrationView | null;
  /** Whether the viewer may record (the roles that may edit the deck). */
  can_record: boolean;
}

/** Limits of a recording (the file itself is held to the media upload limits). */
export const NARRATION_LIMITS = {
  /** Longest recording accepted, 3 hours. */
  maxDurationMs: 3 * 60 * 60 * 1000,
  maxCues: 5000,
  /** Size of the camera bubble in the MP4, as a share of the video's height, and its margin. */
  bubbleHeightShare: 0.26,
  bubbleMarginShare: 0.03,
} as const;

const Cue = z.object({
  at_ms: z.number().int().min(0).max(NARRATION_LIMITS.maxDurationMs),
  h: z.number().int().min(0).max(10_000),
  v: z.number().int().min(0).max(10_000),
  f: z.number().int().min(-1).max(10_000),
});

/** The multipart fields that come with a recording's file (`cues` is a JSON string). */
export const NarrationUploadFields = z.object({
  duration_ms: z.coerce.number().int().min(1).max(NARRATION_LIMITS.maxDurationMs),
  cues: z.string().max(400_000).transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: NARRATION_MESSAGES.badCues });
      return z.NEVER;
    }
  }).pipe(z.array(Cue).min(1).max(NARRATION_LIMITS.maxCues)),
  camera: z.enum(['true', 'false']).optional().transform((value) => value === 'true'),
});
export type NarrationUploadFields = z.infer<typeof NarrationUploadFields>;

/** The fields of a re-recorded slide: the slide it replaces, and its cues from the start of the new segment. */
export const NarrationSlideFields = NarrationUploadFields.extend({
  h: z.coerce.number().int().min(0).max(10_000),
  v: z.coerce.number().int().min(0).max(10_000),
});
export type NarrationSlideFields = z.infer<typeof NarrationSlideFields>;

export const NARRATION_MESSAGES = {
  record: 'Record',
  recordHint: 'Records your voice while you present, with every slide change, so the talk can be played back or exported as a video.',
  withCamera: 'Include my camera (a corner bubble)',
  stop: 'Stop',
  recording: 'Recording',
  recordingSlide: (slide: string) => `Re-recording ${slide}: leaving the slide stops it`,
  saving: 'Saving the recording…',
  saved: 'Recording saved',
  rerecordSlide: 'Re-record this slide',
  discard: 'Delete recording',
  deleted: 'Recording deleted',
  asking: 'Waiting for permission to use the microphone…',
  micRefused: 'The browser did not allow the microphone. Allow it in the address bar (the camera or lock icon) and try again; nothing was recorded.',
  micMissing: 'No microphone was found. Connect one and try again.',
  unsupported: 'This browser cannot record audio. Try a recent Chrome, Edge, Firefox or Safari.',
  saveFailed: 'The recording could not be saved. Try again.',
  summary: (duration: string, slides: number) => `Recorded narration: ${duration}, ${slides} ${slides === 1 ? 'slide' : 'slides'}`,
  none: 'No narration recorded yet.',
  noRecording: 'This deck has no recorded narration.',
  slideNotRecorded: 'That slide is not in the recording. Record it with the rest of the talk first.',
  wrongType: 'A recording must be a WebM audio or video file.',
  unreadable: 'This recording could not be read. Record it again.',
  badCues: 'The slide timings of the recording are not valid.',
  playTalk: 'Play the recorded talk',
  hideTalk: 'Hide the recorded talk',
  talkPlayer: 'Recorded talk',
  useNarration: 'Use recorded narration',
  useNarrationHint: 'Each slide and fragment lasts as long as in the recording, with your voice (and camera bubble) in the video.',
} as const;

/** The cue in force at `ms` (the last one at or before it; the first before any). */
export function cueAt(cues: readonly NarrationCue[], ms: number): NarrationCue | null {
  let found: NarrationCue | null = cues[0] ?? null;
  for (const cue of cues) {
    if (cue.at_ms > ms) break;
    found = cue;
  }
  return found;
}

/** The distinct slides of a recording (h/v pairs), in the order first shown. */
export function recordedSlides(cues: readonly NarrationCue[]): number {
  return new Set(cues.map((cue) => `${cue.h}/${cue.v}`)).size;
}

/** The cues sorted by time, the first at 0, repeats of the same position dropped. */
export function normaliseCues(cues: readonly NarrationCue[]): NarrationCue[] {
  const sorted = [...cues].sort((a, b) => a.at_ms - b.at_ms);
  const out: NarrationCue[] = [];
  for (const cue of sorted) {
    const last = out.at(-1);
    if (last && last.h === cue.h && last.v === cue.v && last.f === cue.f) continue;
    if (last && last.at_ms === cue.at_ms) out.pop();
    out.push({ ...cue });
  }
  if (out[0]) out[0].at_ms = 0;
  return out;
}

/**
 * The time span of a slide in a recording: from its first cue to the next cue on another slide (or the end). Only
 * the first visit counts (a slide shown twice is re-recorded where it was first presented). Null when not recorded.
 */
export function slideSpan(cues: readonly NarrationCue[], durationMs: number, h: number, v: number): { start: number; end: number; first: number; after: number } | null {
  const first = cues.findIndex((cue) => cue.h === h && cue.v === v);
  if (first < 0) return null;
  let after = first;
  while (after < cues.length && cues[after]!.h === h && cues[after]!.v === v) after += 1;
  return { start: cues[first]!.at_ms, end: after < cues.length ? cues[after]!.at_ms : durationMs, first, after };
}

/**
 * The cues once a slide's span is replaced by a new segment of `segmentMs` with its own cues (from 0): the cues before
 * stay, the segment's are shifted to the span's start, and the later ones move by the change in length (each keeps
 * its own duration).
 */
export function spliceCues(
  cues: readonly NarrationCue[], durationMs: number, span: NonNullable<ReturnType<typeof slideSpan>>,
  segment: readonly NarrationCue[], segmentMs: number,
): { cues: NarrationCue[]; durationMs: number } {
  const shift = segmentMs - (span.end - span.start);
  const inserted = segment.map((cue) => ({ ...cue, at_ms: span.start + Math.min(cue.at_ms, segmentMs) }));
  const later = cues.slice(span.after).map((cue) => ({ ...cue, at_ms: cue.at_ms + shift }));
  return { cues: normaliseCues([...cues.slice(0, span.first), ...inserted, ...later]), durationMs: durationMs + shift };
}
