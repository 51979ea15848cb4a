/**
 * ffmpeg's inputs and filters for a narrated MP4: the recording's audio (padded with silence if it ends before the
 * slides do) and, when the camera was recorded, its picture as a round bubble in the bottom-right corner.
 */
import { NARRATION_LIMITS } from '@podium/shared';

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** Arguments after the frames input (input 0): the recording as input 1, the maps and the video filter. */
export function narrationAudio(file: string, deckFilter: string, frame: { width: number; height: number }, camera: boolean): string[] {
  const audio = ['-af', 'apad'];
  if (!camera) return ['-i', file, '-map', '0:v:0', '-map', '1:a:0', '-vf', deckFilter, ...audio];
  const size = even(frame.height * NARRATION_LIMITS.bubbleHeightShare);
  const margin = Math.round(frame.height * NARRATION_LIMITS.bubbleMarginShare);
  // The camera fills a square (its middle), then everything outside the circle is transparent.
  const bubble = `scale=-2:${size},crop=${size}:${size},format=yuva420p,geq=lum='p(X,Y)':cb='p(X,Y)':cr='p(X,Y)':a='if(lte(hypot(X-W/2,Y-H/2),W/2),255,0)'`;
  return [
    '-i', file,
    '-filter_complex', `[0:v:0]${deckFilter}[deck];[1:v:0]${bubble}[cam];[deck][cam]overlay=W-w-${margin}:H-h-${margin}:eof_action=pass,format=yuv420p[v]`,
    '-map', '[v]', '-map', '1:a:0', ...audio,
  ];
}
