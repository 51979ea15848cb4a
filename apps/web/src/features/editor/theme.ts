/**
 * The canvas look of a deck theme: background, text and accent from the colour id (the swatches the deck cards use),
 * and a CSS font stack per theme font. reveal.js theme stylesheets are not loaded in the editor yet.
 */
import type { CSSProperties } from 'react';
import { swatchFor } from '../decks/themeColors';

const FONT_STACKS: Record<string, string> = {
  montserrat: "Montserrat, 'Helvetica Neue', Helvetica, Arial, sans-serif",
  league: "'League Gothic', Impact, 'Arial Narrow', sans-serif",
  opensans: "'Open Sans', 'Helvetica Neue', Helvetica, Arial, sans-serif",
  josefine: "'Josefin Sans', 'Trebuchet MS', sans-serif",
  palatino: "'Palatino Linotype', 'Book Antiqua', Palatino, Georgia, serif",
  news: "'News Cycle', 'Arial Narrow', sans-serif",
  helvetica: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  merriweather: 'Merriweather, Georgia, serif',
  asul: 'Asul, Georgia, serif',
  sketch: "'Gloria Hallelujah', 'Comic Sans MS', cursive",
  quicksand: "Quicksand, 'Trebuchet MS', sans-serif",
  overpass: "Overpass, 'Helvetica Neue', Arial, sans-serif",
  overpass2: "Overpass, 'Helvetica Neue', Arial, sans-serif",
};

/** Relative luminance of a #rrggbb colour (0 black … 1 white). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export interface DeckTheme {
  background: string;
  text: string;
  accent: string;
  font: string;
}

/** Colours and font of a deck's theme. */
export function deckTheme(color: string | null | undefined, font: string | null | undefined): DeckTheme {
  const swatch = swatchFor(color);
  const dark = luminance(swatch.background) < 0.3;
  return {
    background: swatch.background,
    text: dark ? '#ffffff' : '#222222',
    accent: swatch.accent,
    font: FONT_STACKS[font ?? 'montserrat'] ?? FONT_STACKS.montserrat!,
  };
}

/** CSS custom properties the canvas stylesheet reads (`--deck-bg`, `--deck-text`, `--deck-accent`, `--deck-font`). */
export function themeVars(theme: DeckTheme): CSSProperties {
  return {
    '--deck-bg': theme.background,
    '--deck-text': theme.text,
    '--deck-accent': theme.accent,
    '--deck-font': theme.font,
  } as CSSProperties;
}
