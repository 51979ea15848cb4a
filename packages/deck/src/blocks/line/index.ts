/**
 * The line block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { LineProps, LINE_SIZE, lineDefaults } from './props.js';
import { renderLine } from './render.js';
import { lineMigrations } from './migrations.js';

export const lineBlock: BlockDefinition<'line'> = {
  type: 'line',
  props: LineProps,
  defaultSize: LINE_SIZE,
  defaults: lineDefaults,
  render: renderLine,
  text: () => [],
  media: () => [],
  migrations: lineMigrations,
};
export { LineProps };
