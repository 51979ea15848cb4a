/** A math block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const mathSample: BlockSample<'math'> = {
  props: { tex: '\\frac{a}{b} = c' },
};
