/** A code block with content: blocks/exports.test.ts runs it through every export. */
import type { BlockSample } from '../types.js';

export const codeSample: BlockSample<'code'> = {
  props: { language: 'javascript', code: 'const answer = 42;', theme: 'monokai', lineNumbers: true },
  text: 'const answer = 42;',
};
