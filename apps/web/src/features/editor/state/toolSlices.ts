/** The editor's UI-only slices (never in the document): the pen tool, fragment playback, open dialog and panels. */
import { THEME_TEXT_COLOR } from '@podium/deck';
import type { ThemeSnippet } from '@podium/shared';

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

/**
 * Which snippet the snippet dialog shows: a theme snippet about to be inserted, or a snippet block whose values are
 * edited (the top bar's Snippet menu, the phone menu and the block panel open the one dialog).
 */
export type SnippetDialogRequest =
  | { mode: 'insert'; snippet: ThemeSnippet }
  | { mode: 'edit'; slideId: string; blockId: string };

export const INITIAL_PEN: PenSlice = { active: false, mode: 'draw', color: THEME_TEXT_COLOR, width: 4 };
