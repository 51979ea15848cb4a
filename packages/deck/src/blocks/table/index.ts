/** The table block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { TableProps, TABLE_SIZE, tableDefaults } from './props.js';
import { renderTable, parseTable } from './render.js';
import { tableMigrations } from './migrations.js';

export const tableBlock: BlockDefinition<'table'> = {
  type: 'table',
  props: TableProps,
  defaultSize: TABLE_SIZE,
  defaults: tableDefaults,
  render: renderTable,
  parse: parseTable,
  migrations: tableMigrations,
};
export { TableProps };
