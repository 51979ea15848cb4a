/** Applies a deck's theme (colours, font) and the block styles to the player page. */
import { BLOCK_CSS, deckTheme, deckTypographyCss, themeCssVars } from '@podium/deck';
import type { PlayerConfig } from './config';
import './fonts';

/**
 * Adds one stylesheet with the deck's theme and the editor canvas's typography (deckTypographyCss), so text wraps
 * and sizes identically in both; a transparent embed keeps the page background see-through.
 */
export function applyDeckTheme(config: PlayerConfig): void {
  const theme = deckTheme(config.themeColor, config.themeFont);
  const background = config.embed?.style === 'transparent' ? 'transparent' : theme.background;
  const style = document.createElement('style');
  style.textContent = `${BLOCK_CSS}
html, body, .reveal-viewport { background: ${background}; }
.reveal { ${Object.entries(themeCssVars(theme)).map(([name, value]) => `${name}: ${value};`).join(' ')} }
${deckTypographyCss('.reveal .slides')}
.reveal .controls, .reveal .progress { color: ${theme.accent}; }`;
  document.head.append(style);
}
