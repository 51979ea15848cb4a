/** A group block with content (two children): blocks/exports.test.ts runs it through every export. */
import { createBlock } from '../registry.js';
import type { BlockSample } from '../types.js';

export const groupSample: BlockSample<'group'> = {
  props: {
    children: [
      createBlock('shape', { x: 0, y: 0, width: 120, height: 120, props: { kind: 'circle', fill: '#00ff00', text: 'Inside' } }),
      createBlock('text', { x: 140, y: 20, width: 240, height: 80, props: { html: '<p>grouped</p>' } }),
    ],
  },
  size: { width: 400, height: 150 },
  text: 'Inside grouped',
};
