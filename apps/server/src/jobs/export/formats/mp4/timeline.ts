/**
 * The pure part of the MP4 export: the capture size that keeps the deck's aspect inside the video frame (the rest is
 * letterboxed), and the frame timeline: every captured image with the number of frames it stays on screen.
 */
import { VIDEO_EXPORT } from '@podium/shared';

/** Frame length in ms at the export's frame rate. */
export const FRAME_MS = 1000 / VIDEO_EXPORT.fps;

/** The page size to capture at: the deck's aspect, as large as fits in `frame`, in even pixels (H.264 wants them). */
export function captureSize(deck: { width: number; height: number }, frame: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(frame.width / deck.width, frame.height / deck.height);
  const even = (value: number, max: number) => Math.min(max, Math.max(2, Math.round(value / 2) * 2));
  return { width: even(deck.width * scale, frame.width), height: even(deck.height * scale, frame.height) };
}

/** Frames a step of `ms` lasts (at least one). */
export function framesOf(ms: number): number {
  return Math.max(1, Math.round(ms / FRAME_MS));
}

/** One captured image and how many frames it stays. */
export interface TimelineEntry {
  file: string;
  frames: number;
}

/**
 * The concat list ffmpeg reads: each image with its duration in seconds. The concat demuxer ignores the duration of
 * the last entry, so the last image is listed once more.
 */
export function concatList(entries: TimelineEntry[]): string {
  const lines: string[] = ['ffconcat version 1.0'];
  for (const entry of entries) lines.push(`file '${entry.file.replace(/'/g, "'\\''")}'`, `duration ${(entry.frames / VIDEO_EXPORT.fps).toFixed(6)}`);
  const last = entries.at(-1);
  if (last) lines.push(`file '${last.file.replace(/'/g, "'\\''")}'`);
  return `${lines.join('\n')}\n`;
}

/** Total frames of a timeline. */
export function totalFrames(entries: TimelineEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.frames, 0);
}

/**
 * Frames of each recorded step: a cue lasts from its time to the next cue's (the last to the end of the recording),
 * each boundary rounded to a whole frame, so the steps add up to the recording's length however short each is (a
 * step shorter than half a frame gets none: it is shown and at once replaced).
 */
export function cueFrames<C extends { at_ms: number }>(cues: readonly C[], durationMs: number): Array<{ cue: C; frames: number }> {
  const frameAt = (ms: number) => Math.round(Math.min(Math.max(0, ms), durationMs) / FRAME_MS);
  return cues.map((cue, i) => ({ cue, frames: frameAt(cues[i + 1]?.at_ms ?? durationMs) - frameAt(i === 0 ? 0 : cue.at_ms) }));
}
