/** The deck player page (fullscreen, embed, preview): reveal.js over the server-rendered slides, plus extensions. */
import Reveal from 'reveal.js';
import 'reveal.js/reveal.css';
import './player.css';
import { pageBehaviour, revealOptions, type PlayerConfig } from './config';
import { applyDeckTheme } from './theme';
import { PLAYER_EXTENSIONS } from './extensions';
import type { PlayerContext } from './extension';
import { playerPlugins } from './plugins';

const config = JSON.parse(document.getElementById('deck-config')?.textContent ?? '{}') as PlayerConfig;
const query = new URLSearchParams(window.location.search);
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const context: PlayerContext = { config, query, behaviour: pageBehaviour(query), reducedMotion };
applyDeckTheme(config);
for (const extension of PLAYER_EXTENSIONS) extension.setup?.(context);

const reveal = new Reveal(document.querySelector('.reveal') as HTMLElement, { ...revealOptions(config, query, reducedMotion), plugins: playerPlugins() });
void reveal.initialize().then(() => {
  for (const extension of PLAYER_EXTENSIONS) extension.ready?.(reveal, context);
  document.documentElement.dataset.ready = 'true';
});
