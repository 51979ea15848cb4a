/** Reading table block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { elements, findElement, numAttr, textOf } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';
import { parseStyle } from '../../html/style.js';
import { TABLE_ALIGNS, type TableAlign, type TableProps } from './props.js';

const alignOf = (cell: Element | undefined): TableAlign | null =>
  TABLE_ALIGNS.find((a) => a === (parseStyle(cell?.attribs.style).get('text-align') ?? cell?.attribs.align)?.trim().toLowerCase()) ?? null;

/** Read cells of any HTML table as plain text; null when it is not a rectangular-able table. */
export function tableCells(table: Element): { cells: string[][]; header: boolean; columnAlign?: Array<TableAlign | null> } | null {
  const rows: Element[] = [];
  const collect = (el: Element): void => {
    for (const child of elements(el.children)) {
      if (child.name === 'tr') rows.push(child);
      else if (['thead', 'tbody', 'tfoot'].includes(child.name)) collect(child);
    }
  };
  collect(table);
  if (rows.length === 0) return null;
  const grid = rows.map((tr) => elements(tr.children).filter((c) => c.name === 'td' || c.name === 'th'));
  const cols = Math.max(...grid.map((r) => r.length));
  if (cols === 0) return null;
  const cells = grid.map((r) => Array.from({ length: cols }, (_, i) => (r[i] ? textOf(r[i]) : '')));
  const header = (grid[0] ?? []).length > 0 && (grid[0] ?? []).every((c) => c.name === 'th');
  // A column's alignment as its first cell sets it (`style="text-align:…"` or the old `align` attribute).
  const columnAlign = Array.from({ length: cols }, (_, i) => alignOf(grid[0]?.[i]));
  return { cells, header, ...(columnAlign.some(Boolean) ? { columnAlign } : {}) };
}

/** Read a table block back from its content element. */
export function parseTable(content: Element): ParsedContent<'table'> | null {
  const table = findElement(content.children, (el) => el.name === 'table');
  const parsed = table && tableCells(table);
  if (!parsed) return null;
  const a = content.attribs;
  const props: TableProps = { rows: parsed.cells.length, cols: parsed.cells[0]?.length ?? 1, cells: parsed.cells, header: parsed.header };
  if (a['data-table-border-color'] !== undefined) props.borderColor = a['data-table-border-color'];
  const bw = numAttr(content, 'data-table-border-width');
  if (bw !== undefined) props.borderWidth = bw;
  if (a['data-table-text-color'] !== undefined) props.textColor = a['data-table-text-color'];
  for (const [key, name] of [['headerFill', 'header-fill'], ['headerTextColor', 'header-text-color'], ['fill', 'fill'], ['bandFill', 'band-fill']] as const) {
    const value = a[`data-table-${name}`];
    if (value !== undefined) props[key] = value;
  }
  const padding = numAttr(content, 'data-table-padding');
  if (padding !== undefined) props.cellPadding = padding;
  const align = TABLE_ALIGNS.find((v) => v === a['data-table-align']);
  if (align) props.textAlign = align;
  const columns = a['data-table-column-align']?.split(',').map((v) => TABLE_ALIGNS.find((t) => t === v.trim()) ?? null);
  if (columns?.some(Boolean)) props.columnAlign = columns.slice(0, props.cols);
  return { props };
}
