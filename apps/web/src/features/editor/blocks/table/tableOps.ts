/** Table edits as pure functions over table props: each returns the new props, or the message for an edit it refuses. */
import { TABLE_MAX, type TableBlock } from '@podium/deck';
import { MESSAGES } from '@podium/shared';

type TableProps = TableBlock['props'];
export type TableEdit = { props: Pick<TableProps, 'rows' | 'cols' | 'cells' | 'columnAlign'> } | { error: string };

/** A row of empty cells is added after `at` (default: at the end). */
export function addRow(p: TableProps, at = p.rows - 1): TableEdit {
  if (p.rows >= TABLE_MAX) return { error: MESSAGES.tableTooLarge(TABLE_MAX) };
  const cells = [...p.cells.slice(0, at + 1), Array.from({ length: p.cols }, () => ''), ...p.cells.slice(at + 1)];
  return { props: { rows: p.rows + 1, cols: p.cols, cells } };
}

/** Row `at` (default: the last) is removed; a table keeps at least one row. */
export function removeRow(p: TableProps, at = p.rows - 1): TableEdit {
  if (p.rows <= 1) return { error: MESSAGES.tableNeedsOneRow };
  return { props: { rows: p.rows - 1, cols: p.cols, cells: p.cells.filter((_, r) => r !== at) } };
}

/** A column of empty cells is added after `at` (default: at the end). */
export function addColumn(p: TableProps, at = p.cols - 1): TableEdit {
  if (p.cols >= TABLE_MAX) return { error: MESSAGES.tableTooLarge(TABLE_MAX) };
  const columnAlign = p.columnAlign && [...p.columnAlign.slice(0, at + 1), null, ...p.columnAlign.slice(at + 1)];
  return { props: { rows: p.rows, cols: p.cols + 1, cells: p.cells.map((row) => [...row.slice(0, at + 1), '', ...row.slice(at + 1)]), ...(columnAlign ? { columnAlign } : {}) } };
}

/** Column `at` (default: the last) is removed; a table keeps at least one column. */
export function removeColumn(p: TableProps, at = p.cols - 1): TableEdit {
  if (p.cols <= 1) return { error: MESSAGES.tableNeedsOneColumn };
  const columnAlign = p.columnAlign?.filter((_, c) => c !== at);
  return { props: { rows: p.rows, cols: p.cols - 1, cells: p.cells.map((row) => row.filter((_, c) => c !== at)), ...(columnAlign ? { columnAlign } : {}) } };
}

/** The cells with one cell's text replaced. */
export function setCell(cells: readonly (readonly string[])[], row: number, col: number, text: string): string[][] {
  return cells.map((r, i) => (i === row ? r.map((c, j) => (j === col ? text : c)) : [...r]));
}
