/** Applies a deck's theme (colours, font) and the block styles to the player page. */
import { BLOCK_CSS } from '@podium/deck';
import { deckTheme } from '../features/editor/theme';
import type { PlayerConfig } from './config';

/** Adds one stylesheet with the deck's theme; a transparent embed keeps the page background see-through. */
export function applyDeckTheme(config: PlayerConfig): void {
  const theme = deckTheme(config.themeColor, config.themeFont);
  const background = config.embed?.style === 'transparent' ? 'transparent' : theme.background;
  const style = document.createElement('style');
  style.textContent = `${BLOCK_CSS}
html, body, .reveal-viewport { background: ${background}; }
.reveal { font-family: ${theme.font}; color: ${theme.text}; font-size: 42px; }
.reveal a { color: ${theme.accent}; }
.reveal .controls, .reveal .progress { color: ${theme.accent}; }
.reveal h1, .reveal h2, .reveal h3 { font-family: ${theme.font}; color: ${theme.text}; margin: 0 0 0.4em; }`;
  document.head.append(style);
}
