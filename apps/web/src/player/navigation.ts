/** jumpToSlideID (SPEC §2): opens the slide with that data-id, unless the URL already deep-links (#/h/v) elsewhere. */
import type { PlayerExtension } from './extension';

export const jumpToSlide: PlayerExtension = {
  name: 'jump-to-slide',
  ready(reveal, { behaviour }) {
    const target = behaviour.jumpToSlideId;
    if (!target) return;
    const slide = document.querySelector(`.slides section[data-id="${CSS.escape(target)}"]`);
    if (!slide) return;
    const { h, v } = reveal.getIndices(slide as HTMLElement);
    reveal.slide(h, v);
  },
};
