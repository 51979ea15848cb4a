/** An iframe block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const iframeSample: BlockSample<'iframe'> = {
  props: { src: 'https://example.com/page' },
};
