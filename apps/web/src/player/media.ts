/** no-autoplay=1 (SPEC §2): strips autoplay from media and mutes background videos, before reveal.js sees them. */
import type { PlayerExtension } from './extension';

export const noAutoplay: PlayerExtension = {
  name: 'no-autoplay',
  setup({ behaviour }) {
    if (!behaviour.noAutoplay) return;
    for (const media of document.querySelectorAll('video, audio')) {
      media.removeAttribute('autoplay');
      media.removeAttribute('data-autoplay');
    }
    for (const element of document.querySelectorAll('[data-autoplay]')) element.removeAttribute('data-autoplay');
    for (const section of document.querySelectorAll('section[data-background-video]')) {
      section.setAttribute('data-background-video-muted', '');
    }
  },
};
