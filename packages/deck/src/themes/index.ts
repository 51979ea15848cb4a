/** A deck's theme (colours and font) from its colour and font ids: the one definition editor, player and exports share. */
import { luminance, mixHex, swatchFor } from './colors.js';
import { THEME_COLOR_TOKENS, type ThemeTokenColors } from './tokens.js';
import { fontFaceFor } from './fonts.js';

export { THEME_SWATCHES, swatchFor, luminance, mixHex, type ThemeSwatch } from './colors.js';
export { THEME_COLOR_TOKENS, themeToken, resolveThemeColor, resolveThemeTokens, type ThemeColorToken, type ThemeTokenColors } from './tokens.js';
export { THEME_FONT_FACES, fontFaceFor, CODE_FONT, type ThemeFontFace } from './fonts.js';

export interface DeckTheme {
  background: string;
  text: string;
  accent: string;
  /** Text on an accent fill (dark or light, whichever reads better). */
  onAccent: string;
  /** Secondary text (captions, roles, dates). */
  muted: string;
  /** A panel a little off the background. */
  surface: string;
  /** A card that stands out from the background (white on light themes). */
  card: string;
  /** Hairlines and table borders. */
  rule: string;
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
  const text = dark ? '#ffffff' : '#222222';
  const accentLum = luminance(swatch.accent);
  return {
    background: swatch.background,
    text,
    accent: swatch.accent,
    // White reads better on an accent when (1.05)/(L+0.05) beats (L+0.05)/(0.05+dark ink): L below ~0.18.
    onAccent: accentLum < 0.18 ? '#ffffff' : '#111318',
    muted: mixHex(text, swatch.background, 0.72),
    surface: dark ? '#1d2129' : '#f3f5f9',
    card: dark ? '#1d2129' : '#ffffff',
    rule: dark ? '#343a46' : '#d9dee6',
    font: face.stack,
    fontFamily: face.family,
  };
}

/** The colours behind the theme tokens (`var(--deck-accent)` …) of a theme. */
export function themeTokenColors(theme: DeckTheme): ThemeTokenColors {
  return {
    bg: theme.background, text: theme.text, accent: theme.accent, 'on-accent': theme.onAccent,
    muted: theme.muted, surface: theme.surface, card: theme.card, rule: theme.rule,
  };
}

/** The CSS custom properties the canvas and player stylesheets read (`--deck-bg`, `--deck-text`, `--deck-accent`, the other tokens, `--deck-font`). */
export function themeCssVars(theme: DeckTheme): Record<string, string> {
  const colors = themeTokenColors(theme);
  return { ...Object.fromEntries(THEME_COLOR_TOKENS.map((t) => [`--deck-${t}`, colors[t]])), '--deck-font': theme.font };
}
export { scopeCss, type ScopedCss } from './scopeCss.js';
export { contrastRatio, contrastWarnings, slideContrastIssues, MIN_TEXT_CONTRAST, type ContrastIssue } from './contrast.js';
