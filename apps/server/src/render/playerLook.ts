/**
 * A deck's look on its player page: the team theme's compiled CSS and the deck's custom CSS, both scoped to the
 * slides (scopeCss, as in the editor), and the theme's HTML and JS. The JS runs only here, in the sandboxed player
 * (opaque origin: no cookies, no API), allowed by its hash in the page's CSP — app pages never carry it.
 */
import { createHash } from 'node:crypto';
import { scopeCss } from '@podium/deck';
import type { ThemeRow } from '../db/schema.js';

/** The theme columns a player page reads. */
export type PlayerTheme = Pick<ThemeRow, 'id' | 'css' | 'html' | 'js' | 'color' | 'font' | 'transition' | 'backgroundTransition' | 'updatedAt'>;

/** Where theme and custom CSS apply on player pages: each slide. */
export const PLAYER_SLIDE_SCOPE = '.reveal .slides section';

/** The theme's script text as it goes into the page (it cannot end its own element). */
function scriptText(js: string): string {
  return js.replace(/<\/(script)/gi, '<\\/$1');
}

/** `<style>` elements for the theme's CSS and the deck's custom CSS (the deck's wins: it comes last). */
export function lookStyles(theme: PlayerTheme | null | undefined, customCss: string | null | undefined): string {
  const parts: string[] = [];
  const themeCss = theme ? scopeCss(theme.css, PLAYER_SLIDE_SCOPE).css : '';
  if (themeCss) parts.push(`<style id="theme-css">${themeCss}</style>`);
  const deckCss = customCss ? scopeCss(customCss, PLAYER_SLIDE_SCOPE).css : '';
  if (deckCss) parts.push(`<style id="deck-css">${deckCss}</style>`);
  return parts.join('\n');
}

/** The theme's HTML and script for the end of the body. */
export function lookBody(theme: PlayerTheme | null | undefined): string {
  if (!theme) return '';
  const html = theme.html.trim() ? `<div class="theme-html">${theme.html}</div>` : '';
  const js = theme.js.trim() ? `<script id="theme-js">${scriptText(theme.js)}</script>` : '';
  return `${html}${js}`;
}

/** The CSP source allowing the theme's inline script, or null when it has none. */
export function lookScriptSource(theme: PlayerTheme | null | undefined): string | null {
  if (!theme?.js.trim()) return null;
  return `'sha256-${createHash('sha256').update(scriptText(theme.js)).digest('base64')}'`;
}
