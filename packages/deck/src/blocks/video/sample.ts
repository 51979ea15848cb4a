/** A video block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const videoSample: BlockSample<'video'> = {
  props: { src: 'https://example.com/clip.mp4', poster: 'https://example.com/poster.jpg', autoplay: false, loop: false, muted: false, controls: true },
};
