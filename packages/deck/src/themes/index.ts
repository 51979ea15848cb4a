/** A deck's theme (colours and font) from its colour and font ids: the one definition editor, player and exports share. */
import { luminance, swatchFor } from './colors.js';
import { fontFaceFor } from './fonts.js';

export { THEME_SWATCHES, swatchFor, luminance, type ThemeSwatch } from './colors.js';
export { THEME_FONT_FACES, fontFaceFor, CODE_FONT, type ThemeFontFace } from './fonts.js';

export interface DeckTheme {
  background: string;
  text: string;
  accent: string;
  /** CSS font-family stack. */
  font: string;
  /** The font's single family name (for PPTX). */
  fontFamily: string;
}

/** Backgrounds darker than this get light text. */
const DARK_BACKGROUND = 0.3;

/** Colours and font of a deck's theme. */
export function deckTheme(color: string | null | undefined, font: string | null | undefined): DeckTheme {
  const swatch = swatchFor(color);
  const face = fontFaceFor(font);
  const dark = luminance(swatch.background) < DARK_BACKGROUND;
  return {
    background: swatch.background,
    text: dark ? '#ffffff' : '#222222',
    accent: swatch.accent,
    font: face.stack,
    fontFamily: face.family,
  };
}

/** The CSS custom properties the canvas and player stylesheets read (`--deck-bg`, `--deck-text`, `--deck-accent`, `--deck-font`). */
export function themeCssVars(theme: DeckTheme): Record<string, string> {
  return { '--deck-bg': theme.background, '--deck-text': theme.text, '--deck-accent': theme.accent, '--deck-font': theme.font };
}
