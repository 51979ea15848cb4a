/**
 * The code block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { CodeProps, CODE_SIZE, codeDefaults } from './props.js';
import { renderCode } from './render.js';
import { codeMigrations } from './migrations.js';

export const codeBlock: BlockDefinition<'code'> = {
  type: 'code',
  props: CodeProps,
  defaultSize: CODE_SIZE,
  defaults: codeDefaults,
  render: renderCode,
  text: (block) => [block.props.code],
  media: () => [],
  migrations: codeMigrations,
};
export { CodeProps };
