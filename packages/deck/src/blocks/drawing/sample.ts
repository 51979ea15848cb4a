/** A drawing block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const drawingSample: BlockSample<'drawing'> = {
  props: { points: [[0, 0], [50, 80], [100, 20]], viewBox: { width: 100, height: 100 }, color: '#ff0000', strokeWidth: 4 },
};
