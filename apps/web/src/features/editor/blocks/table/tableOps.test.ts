import { describe, expect, it } from 'vitest';
import { blockDefinition, createBlock, TABLE_MAX } from '@podium/deck';
import { MESSAGES } from '@podium/shared';
import { addColumn, addRow, removeColumn, removeRow, setCell, type TableEdit } from './tableOps';

const table = (cells: string[][]) => createBlock('table', { props: { rows: cells.length, cols: cells[0]!.length, cells, header: true } }).props;
const valid = (edit: TableEdit) => {
  if ('error' in edit) throw new Error(edit.error);
  expect(blockDefinition('table').props.safeParse({ header: true, ...edit.props }).success).toBe(true);
  return edit.props;
};

describe('table edits', () => {
  const t = table([['a', 'b'], ['c', 'd']]);
  it('adds and removes rows and columns, keeping the grid rectangular', () => {
    expect(valid(addRow(t)).cells).toEqual([['a', 'b'], ['c', 'd'], ['', '']]);
    expect(valid(addRow(t, 0)).cells).toEqual([['a', 'b'], ['', ''], ['c', 'd']]);
    expect(valid(addColumn(t, 0)).cells).toEqual([['a', '', 'b'], ['c', '', 'd']]);
    expect(valid(removeRow(t, 0)).cells).toEqual([['c', 'd']]);
    expect(valid(removeColumn(t)).cells).toEqual([['a'], ['c']]);
  });
  it('refuses to remove the last row or column with a clear message', () => {
    const one = table([['only']]);
    expect(removeRow(one)).toEqual({ error: MESSAGES.tableNeedsOneRow });
    expect(removeColumn(one)).toEqual({ error: MESSAGES.tableNeedsOneColumn });
  });
  it('refuses to grow past the maximum', () => {
    const wide = table([Array.from({ length: TABLE_MAX }, () => '')]);
    expect(addColumn(wide)).toEqual({ error: MESSAGES.tableTooLarge(TABLE_MAX) });
  });
  it('sets one cell without touching the others', () => {
    expect(setCell(t.cells, 1, 0, 'x')).toEqual([['a', 'b'], ['x', 'd']]);
    expect(t.cells).toEqual([['a', 'b'], ['c', 'd']]);
  });
});
