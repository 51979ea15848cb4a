/** A poll block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const pollSample: BlockSample<'poll'> = {
  props: { question: 'Which release next?', options: ['Spring', 'Summer', 'Autumn'], mode: 'single' },
  text: 'Which release next? Spring Summer Autumn',
};
