/**
 * Theme colour tokens: a block colour may be `var(--deck-<token>)` instead of a fixed value, so it follows the deck's
 * theme. The editor canvas, the thumbnails and the player set these custom properties from `themeCssVars`; exports
 * and checks that need a literal colour resolve them with `resolveThemeColor` / `resolveThemeTokens`.
 */
export const THEME_COLOR_TOKENS = ['bg', 'text', 'accent', 'on-accent', 'muted', 'surface', 'card', 'rule'] as const;
export type ThemeColorToken = (typeof THEME_COLOR_TOKENS)[number];

/** The colours behind the tokens. */
export type ThemeTokenColors = Record<ThemeColorToken, string>;

/** The CSS value of a token: `var(--deck-accent)`. */
export function themeToken(token: ThemeColorToken): string {
  return `var(--deck-${token})`;
}

/** One token reference, exactly (what the colour schema accepts). */
export const THEME_TOKEN_SOURCE = `var\\(--deck-(?:${THEME_COLOR_TOKENS.join('|')})\\)`;
const TOKEN_GLOBAL = new RegExp(`var\\(--deck-(${THEME_COLOR_TOKENS.join('|')})\\)`, 'g');

/** Replaces every token reference in a CSS string by its colour. */
export function resolveThemeColor(value: string, colors: ThemeTokenColors): string;
export function resolveThemeColor(value: string | undefined, colors: ThemeTokenColors): string | undefined;
export function resolveThemeColor(value: string | undefined, colors: ThemeTokenColors): string | undefined {
  return value?.replace(TOKEN_GLOBAL, (_, token: ThemeColorToken) => colors[token]);
}

/** A copy of a JSON value (a document, a slide) with every token reference resolved, for writers without CSS variables. */
export function resolveThemeTokens<T>(value: T, colors: ThemeTokenColors): T {
  const json = JSON.stringify(value);
  if (json === undefined || !json.includes('var(--deck-')) return value;
  return JSON.parse(resolveThemeColor(json, colors)) as T;
}
