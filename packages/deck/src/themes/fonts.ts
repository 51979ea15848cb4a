/**
 * The theme fonts (SPEC §9): the CSS stack the editor and player use, the one family name a PowerPoint file names,
 * and the @fontsource package whose files carry the face (null for system stacks that need no files).
 */
import type { ThemeFont } from '@podium/shared';

/** How one theme font is drawn on screen, named in an exported file and shipped offline. */
export interface ThemeFontFace {
  /** CSS font-family stack. */
  stack: string;
  /** The single family name for formats that take one (PPTX runs). */
  family: string;
  /** The @fontsource package holding the font files; null when the stack is system fonts only. */
  fontsource: string | null;
}

export const THEME_FONT_FACES: Record<ThemeFont, ThemeFontFace> = {
  montserrat: { stack: "Montserrat, 'Helvetica Neue', Helvetica, Arial, sans-serif", family: 'Montserrat', fontsource: 'montserrat' },
  league: { stack: "'League Gothic', Impact, 'Arial Narrow', sans-serif", family: 'League Gothic', fontsource: 'league-gothic' },
  opensans: { stack: "'Open Sans', 'Helvetica Neue', Helvetica, Arial, sans-serif", family: 'Open Sans', fontsource: 'open-sans' },
  josefine: { stack: "'Josefin Sans', 'Trebuchet MS', sans-serif", family: 'Josefin Sans', fontsource: 'josefin-sans' },
  palatino: { stack: "'Palatino Linotype', 'Book Antiqua', Palatino, Georgia, serif", family: 'Palatino Linotype', fontsource: null },
  news: { stack: "'News Cycle', 'Arial Narrow', sans-serif", family: 'News Cycle', fontsource: 'news-cycle' },
  helvetica: { stack: "'Helvetica Neue', Helvetica, Arial, sans-serif", family: 'Helvetica', fontsource: null },
  merriweather: { stack: 'Merriweather, Georgia, serif', family: 'Merriweather', fontsource: 'merriweather' },
  asul: { stack: 'Asul, Georgia, serif', family: 'Asul', fontsource: 'asul' },
  sketch: { stack: "'Gloria Hallelujah', 'Comic Sans MS', cursive", family: 'Gloria Hallelujah', fontsource: 'gloria-hallelujah' },
  quicksand: { stack: "Quicksand, 'Trebuchet MS', sans-serif", family: 'Quicksand', fontsource: 'quicksand' },
  overpass: { stack: "Overpass, 'Helvetica Neue', Arial, sans-serif", family: 'Overpass', fontsource: 'overpass' },
  overpass2: { stack: "Overpass, 'Helvetica Neue', Arial, sans-serif", family: 'Overpass', fontsource: 'overpass' },
};

/** The face of a deck's font, falling back to the default montserrat. */
export function fontFaceFor(font: string | null | undefined): ThemeFontFace {
  return THEME_FONT_FACES[(font ?? 'montserrat') as ThemeFont] ?? THEME_FONT_FACES.montserrat;
}

/** The monospace stack and family code blocks use in every renderer. */
export const CODE_FONT = { stack: "'Courier New', Courier, monospace", family: 'Courier New' } as const;
