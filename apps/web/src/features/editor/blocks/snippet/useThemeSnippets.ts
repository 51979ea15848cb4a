/** The snippets of the team theme the deck wears (none while it wears no theme or its look is loading). */
import type { ThemeSnippet } from '@podium/shared';
import { useDeckThemeLook } from '../../canvas/DeckLookStyles';

const NONE: ThemeSnippet[] = [];

/** The deck theme's snippets. */
export function useThemeSnippets(): ThemeSnippet[] {
  return useDeckThemeLook()?.snippets ?? NONE;
}

/** How a snippet is named in menus: its title, else its position. */
export function snippetLabel(snippet: ThemeSnippet, index: number): string {
  return snippet.title.trim() || `Snippet ${index + 1}`;
}
