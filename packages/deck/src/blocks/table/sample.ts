/** A table block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const tableSample: BlockSample<'table'> = {
  props: { rows: 2, cols: 2, cells: [['Region', 'Revenue'], ['North', '42']], header: true, borderWidth: 1, borderColor: '#cccccc' },
  text: 'Region Revenue North 42',
};
