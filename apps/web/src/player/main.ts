/** The deck player page (fullscreen and preview): reveal.js over the server-rendered slides, themed like the editor. */
import Reveal from 'reveal.js';
import 'reveal.js/reveal.css';
import { BLOCK_CSS, deckTypographyCss } from '@podium/deck';
import { deckTheme } from '../features/editor/theme';
import './fonts';
import { revealOptions, type PlayerConfig } from './config';

const config = JSON.parse(document.getElementById('deck-config')?.textContent ?? '{}') as PlayerConfig;
const theme = deckTheme(config.themeColor, config.themeFont);
const style = document.createElement('style');
// The same typography as the editor canvas (deckTypographyCss), so text wraps and sizes identically in both.
style.textContent = `${BLOCK_CSS}
html, body, .reveal-viewport { background: ${theme.background}; }
.reveal { --deck-bg: ${theme.background}; --deck-text: ${theme.text}; --deck-accent: ${theme.accent}; --deck-font: ${theme.font}; }
${deckTypographyCss('.reveal .slides')}
.reveal .controls, .reveal .progress { color: ${theme.accent}; }`;
document.head.append(style);

const query = new URLSearchParams(window.location.search);
if (query.get('no-autoplay') === '1') {
  for (const section of document.querySelectorAll('section[data-background-video]')) section.setAttribute('data-background-video-muted', '');
}

const deck = new Reveal(document.querySelector('.reveal') as HTMLElement, revealOptions(config, query));
void deck.initialize().then(() => {
  const target = query.get('jumpToSlideID');
  const slide = target ? document.querySelector(`section[data-id="${CSS.escape(target)}"]`) : null;
  if (slide) {
    const { h, v } = deck.getIndices(slide as HTMLElement);
    deck.slide(h, v);
  }
  document.documentElement.dataset.ready = 'true';
});
