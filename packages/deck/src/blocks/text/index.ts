/** The text block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
import type { BlockDefinition } from '../types.js';
import { TextProps, TEXT_SIZE, textDefaults } from './props.js';
import { renderText } from './render.js';
import { textMigrations } from './migrations.js';

export const textBlock: BlockDefinition<'text'> = {
  type: 'text',
  props: TextProps,
  defaultSize: TEXT_SIZE,
  defaults: textDefaults,
  render: renderText,
  migrations: textMigrations,
};
export { TextProps };
