/**
 * The text block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
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
  text: (block, ctx) => [ctx.htmlText(block.props.html)],
  media: () => [],
  migrations: textMigrations,
};
export { TextProps };
