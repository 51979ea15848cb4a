/** A snippet block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const snippetSample: BlockSample<'snippet'> = {
  props: { html: '<div class="callout"><b>Note:</b> raw markup</div>' },
  text: 'Note: raw markup',
};
