/** The editor's UI-only slices (never in the document): the pen tool, fragment playback, open dialog and panels. */
import { THEME_TEXT_COLOR } from '@podium/deck';

/** The Pen tool: whether it is on, drawing or erasing, and the stroke colour and width. */
export interface PenSlice {
  active: boolean;
  mode: 'draw' | 'erase';
  color: string;
  width: number;
}

/** Fragment playback on the canvas: which slide is playing and how many steps have been shown. */
export interface PlaybackSlice {
  slideId: string;
  shown: number;
}

export const INITIAL_PEN: PenSlice = { active: false, mode: 'draw', color: THEME_TEXT_COLOR, width: 4 };
