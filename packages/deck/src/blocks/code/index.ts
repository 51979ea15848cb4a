/** The code block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { CodeProps, CODE_SIZE, codeDefaults } from './props.js';
import { renderCode, parseCode } from './render.js';
import { codeMigrations } from './migrations.js';

export const codeBlock: BlockDefinition<'code'> = {
  type: 'code',
  props: CodeProps,
  defaultSize: CODE_SIZE,
  defaults: codeDefaults,
  render: renderCode,
  parse: parseCode,
  migrations: codeMigrations,
};
export { CodeProps };
