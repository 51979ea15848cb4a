/** Reading table block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { elements, findElement, numAttr, textOf } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';
import { TABLE_ALIGNS, type TableProps } from './props.js';

/** Read cells of any HTML table as plain text; null when it is not a rectangular-able table. */
export function tableCells(table: Element): { cells: string[][]; header: boolean } | null {
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
  return { cells, header };
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
  const padding = numAttr(content, 'data-table-padding');
  if (padding !== undefined) props.cellPadding = padding;
  const align = TABLE_ALIGNS.find((v) => v === a['data-table-align']);
  if (align) props.textAlign = align;
  return { props };
}
