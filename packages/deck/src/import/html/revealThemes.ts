/**
 * reveal.js's own themes (`dist/theme/NAME.css`, `css/theme/NAME.css` in older releases) as the nearest Podium theme:
 * the colour theme nearest their background and link colours, and the theme font nearest their heading font.
 */
import type { ThemeFont, V1ThemeColor } from '@podium/shared';
import { THEME_SWATCHES } from '../../themes/colors.js';

const rgb = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string): number => Math.hypot(...rgb(a).map((c, i) => c - rgb(b)[i]!));

/** The colour theme nearest a background and accent (#rrggbb; the background counts double, as for PowerPoint imports). */
function nearestThemeColor(background: string, accent: string): V1ThemeColor {
  const scored = (Object.entries(THEME_SWATCHES) as Array<[V1ThemeColor, { background: string; accent: string }]>)
    .map(([id, swatch]) => [id, 2 * distance(background, swatch.background) + distance(accent, swatch.accent)] as const);
  return scored.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
}

interface RevealTheme {
  background: string;
  link: string;
  /** The heading font reveal.js uses. */
  font: string;
  /** The Podium font nearest it. */
  themeFont: ThemeFont;
}

/** Colours and fonts from reveal.js's theme sources (background, link colour, heading font). */
export const REVEAL_THEMES: Record<string, RevealTheme> = {
  black: { background: '#191919', link: '#42affa', font: 'Source Sans Pro', themeFont: 'opensans' },
  white: { background: '#ffffff', link: '#2a76dd', font: 'Source Sans Pro', themeFont: 'opensans' },
  league: { background: '#2b2b2b', link: '#13daec', font: 'League Gothic', themeFont: 'league' },
  night: { background: '#111111', link: '#e7ad52', font: 'Montserrat', themeFont: 'montserrat' },
  moon: { background: '#002b36', link: '#268bd2', font: 'League Gothic', themeFont: 'league' },
  sky: { background: '#add9e4', link: '#3b759e', font: 'Quicksand', themeFont: 'quicksand' },
  beige: { background: '#f7f3de', link: '#8b743d', font: 'League Gothic', themeFont: 'league' },
  simple: { background: '#ffffff', link: '#00008b', font: 'News Cycle', themeFont: 'news' },
  serif: { background: '#f0f1eb', link: '#51483d', font: 'Palatino Linotype', themeFont: 'palatino' },
  solarized: { background: '#fdf6e3', link: '#268bd2', font: 'League Gothic', themeFont: 'league' },
  blood: { background: '#222222', link: '#aa2233', font: 'Ubuntu', themeFont: 'opensans' },
  dracula: { background: '#282a36', link: '#ff79c6', font: 'Fira Sans', themeFont: 'opensans' },
};

/** The theme name a page's reveal.js theme stylesheet link names (`…/theme/black.css`), if it has one. */
export function revealThemeName(html: string): string | undefined {
  for (const link of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(link)?.[1] ?? '';
    const name = /(?:^|\/)(?:dist|css)\/theme\/([\w-]+)\.css(?:[?#].*)?$/i.exec(href)?.[1];
    if (name) return name.toLowerCase();
  }
  return undefined;
}

/** The Podium colour and font for a reveal.js theme, or null for a theme reveal.js does not ship. */
export function revealThemeLook(name: string): { themeColor: V1ThemeColor; themeFont: ThemeFont; font: string } | null {
  const theme = Object.hasOwn(REVEAL_THEMES, name) ? REVEAL_THEMES[name] : undefined;
  if (!theme) return null;
  return { themeColor: nearestThemeColor(theme.background, theme.link), themeFont: theme.themeFont, font: theme.font };
}
