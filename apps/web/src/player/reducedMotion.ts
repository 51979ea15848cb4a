/**
 * prefers-reduced-motion: the slides' own transitions become fades (a cut stays a cut) before reveal.js reads them;
 * the deck's are changed in config.ts, and player.css stops fragments and controls from moving.
 */
import { calmTransition } from './config';
import type { PlayerExtension } from './extension';

export const reducedMotion: PlayerExtension = {
  name: 'reduced-motion',
  setup(context) {
    if (!context.reducedMotion) return;
    for (const attr of ['data-transition', 'data-background-transition']) {
      for (const section of document.querySelectorAll(`.slides section[${attr}]`)) {
        section.setAttribute(attr, calmTransition(section.getAttribute(attr) ?? '', true));
      }
    }
  },
};
