/** The table block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
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
  migrations: tableMigrations,
};
export { TableProps };
