/** The code block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
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
  migrations: codeMigrations,
};
export { CodeProps };
