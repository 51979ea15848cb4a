/** An image block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const imageSample: BlockSample<'image'> = {
  props: { src: 'https://example.com/photo.png', alt: 'A harbour at dusk', naturalWidth: 640, naturalHeight: 480 },
  text: 'A harbour at dusk',
};
