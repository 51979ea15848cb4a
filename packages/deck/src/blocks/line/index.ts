/** The line block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { LineProps, LINE_SIZE, lineDefaults } from './props.js';
import { renderLine, parseLine } from './render.js';
import { lineMigrations } from './migrations.js';

export const lineBlock: BlockDefinition<'line'> = {
  type: 'line',
  props: LineProps,
  defaultSize: LINE_SIZE,
  defaults: lineDefaults,
  render: renderLine,
  parse: (content, ctx) => parseLine(content, ctx.autoSized),
  migrations: lineMigrations,
};
export { LineProps };
