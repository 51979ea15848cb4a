/** A text block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const textSample: BlockSample<'text'> = {
  props: { html: '<h2>Quarterly <em>results</em></h2><p>Revenue up 12%</p>' },
  text: 'Quarterly results Revenue up 12%',
};
