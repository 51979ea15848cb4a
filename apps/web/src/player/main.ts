/** The deck player page (fullscreen and preview): reveal.js over the server-rendered slides, themed like the editor. */
import Reveal from 'reveal.js';
import 'reveal.js/reveal.css';
import { BLOCK_CSS } from '@podium/deck';
import { deckTheme } from '../features/editor/theme';
import { revealOptions, type PlayerConfig } from './config';
import { playerPlugins } from './plugins';

const config = JSON.parse(document.getElementById('deck-config')?.textContent ?? '{}') as PlayerConfig;
const theme = deckTheme(config.themeColor, config.themeFont);
const style = document.createElement('style');
style.textContent = `${BLOCK_CSS}
html, body, .reveal-viewport { background: ${theme.background}; }
.reveal { font-family: ${theme.font}; color: ${theme.text}; font-size: 42px; }
.reveal a { color: ${theme.accent}; }
.reveal .controls, .reveal .progress { color: ${theme.accent}; }
.reveal h1, .reveal h2, .reveal h3 { font-family: ${theme.font}; color: ${theme.text}; margin: 0 0 0.4em; }`;
document.head.append(style);

const query = new URLSearchParams(window.location.search);
if (query.get('no-autoplay') === '1') {
  for (const section of document.querySelectorAll('section[data-background-video]')) section.setAttribute('data-background-video-muted', '');
}

const deck = new Reveal(document.querySelector('.reveal') as HTMLElement, { ...revealOptions(config, query), plugins: playerPlugins() });
void deck.initialize().then(() => {
  const target = query.get('jumpToSlideID');
  const slide = target ? document.querySelector(`section[data-id="${CSS.escape(target)}"]`) : null;
  if (slide) {
    const { h, v } = deck.getIndices(slide as HTMLElement);
    deck.slide(h, v);
  }
  document.documentElement.dataset.ready = 'true';
});
