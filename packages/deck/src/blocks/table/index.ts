/**
 * The table block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { TableProps, TABLE_SIZE, tableDefaults } from './props.js';
import { renderTable } from './render.js';
import { tableMigrations } from './migrations.js';

export const tableBlock: BlockDefinition<'table'> = {
  type: 'table',
  props: TableProps,
  defaultSize: TABLE_SIZE,
  defaults: tableDefaults,
  render: renderTable,
  text: (block) => block.props.cells.map((row) => row.join(' ')),
  media: () => [],
  migrations: tableMigrations,
};
export { TableProps };
