/**
 * The canvas look of a deck theme. The colours and fonts themselves live in `@podium/deck` (one source for editor,
 * player and exports); this adds the React style object the canvas needs.
 */
import type { CSSProperties } from 'react';
import { themeCssVars, type DeckTheme } from '@podium/deck';

export { deckTheme, type DeckTheme } from '@podium/deck';

/** CSS custom properties the canvas stylesheet reads (`--deck-bg`, `--deck-text`, `--deck-accent`, `--deck-font`). */
export function themeVars(theme: DeckTheme): CSSProperties {
  return themeCssVars(theme) as CSSProperties;
}
