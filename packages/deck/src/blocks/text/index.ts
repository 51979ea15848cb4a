/** The text block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { TextProps, TEXT_SIZE, textDefaults } from './props.js';
import { renderText, parseText } from './render.js';
import { textMigrations } from './migrations.js';

export const textBlock: BlockDefinition<'text'> = {
  type: 'text',
  props: TextProps,
  defaultSize: TEXT_SIZE,
  defaults: textDefaults,
  render: renderText,
  parse: parseText,
  migrations: textMigrations,
};
export { TextProps };
