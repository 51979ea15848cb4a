/**
 * The text toolbar's typography choices: the theme fonts (SPEC §9, each drawn from its self-hosted font package),
 * line heights and letter spacings. A chosen font is stored as the face's full CSS stack on the text's span, which
 * the player, the editor and the exports all read; the fonts a deck's text uses are loaded in the editor as needed.
 */
import { THEME_FONT_FACES } from '@podium/deck';
import { DEPRECATED_THEME_FONTS, THEME_FONTS, type ThemeFont } from '@podium/shared';

export interface FontChoice {
  font: ThemeFont;
  /** The family as people know it (the face's name). */
  label: string;
  /** The CSS stack stored on the text. */
  stack: string;
}

/** One choice per face (overpass2 and the deprecated overpass draw the same face), in the SPEC's order. */
export const FONT_CHOICES: readonly FontChoice[] = THEME_FONTS.filter((font) => !DEPRECATED_THEME_FONTS.includes(font)).map((font) => ({
  font,
  label: THEME_FONT_FACES[font].family,
  stack: THEME_FONT_FACES[font].stack,
}));

/** Line heights, as multiples of the font size ('' is the theme's). */
export const LINE_HEIGHTS = ['', '1', '1.15', '1.3', '1.5', '1.8', '2', '2.5'] as const;

/** Letter spacings in em, so they scale with the text ('' is normal). */
export const LETTER_SPACINGS = ['', '-0.05em', '-0.02em', '0.05em', '0.1em', '0.2em', '0.3em'] as const;

/** The first family of a CSS font-family list, unquoted and lower-cased. */
function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '').toLowerCase();
}

/** The choice a stored font-family value is (matched by its first family, so quoting differences do not matter). */
export function fontChoiceOf(fontFamily: string | undefined | null): FontChoice | undefined {
  if (!fontFamily) return undefined;
  const family = firstFamily(fontFamily);
  return FONT_CHOICES.find((choice) => firstFamily(choice.stack) === family);
}

/** The theme fonts whose family a block's HTML names (to load their faces before the text is shown in them). */
export function themeFontsIn(html: string): ThemeFont[] {
  if (!html.includes('font-family')) return [];
  const lower = html.toLowerCase();
  return FONT_CHOICES.filter((choice) => lower.includes(firstFamily(choice.stack))).map((choice) => choice.font);
}
