/** A shape block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const shapeSample: BlockSample<'shape'> = {
  props: { kind: 'rect', fill: '#1f63c6', stroke: '#000000', strokeWidth: 2, cornerRadius: 8, text: 'Launch' },
  text: 'Launch',
};
