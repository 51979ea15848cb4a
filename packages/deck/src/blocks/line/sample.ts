/** A line block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const lineSample: BlockSample<'line'> = {
  props: { x1: 0, y1: 0, x2: 200, y2: 50, color: '#000000', width: 3, style: 'dashed', startType: 'none', endType: 'arrow' },
  size: { width: 200, height: 50 },
};
