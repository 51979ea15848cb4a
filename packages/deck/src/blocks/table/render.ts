/** Table block markup: a plain HTML table of escaped text cells. */
import { escapeAttr, escapeText, num } from '../../html/escape.js';
import type { TableBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** Render a table block's content. */
export function renderTable(block: TableBlock): RenderedContent {
  const p = block.props;
  const cellStyle = [
    p.borderWidth !== undefined ? `border-width:${num(p.borderWidth)}px` : '',
    p.borderColor ? `border-color:${p.borderColor}` : '',
    p.cellPadding !== undefined ? `padding:${num(p.cellPadding)}px` : '',
    p.textAlign ? `text-align:${p.textAlign}` : '',
  ].filter(Boolean).join(';');
  const styleAttr = cellStyle ? ` style="${escapeAttr(cellStyle)}"` : '';
  const rows = p.cells.map((row, r) => {
    const tag = p.header && r === 0 ? 'th' : 'td';
    return `<tr>${row.map((cell) => `<${tag}${styleAttr}>${escapeText(cell)}</${tag}>`).join('')}</tr>`;
  });
  const head = p.header ? `<thead>${rows[0] ?? ''}</thead>` : '';
  const body = `<tbody>${rows.slice(p.header ? 1 : 0).join('')}</tbody>`;
  return {
    attrs: [
      ['data-table-rows', String(p.rows)], ['data-table-cols', String(p.cols)],
      ['data-table-border-color', p.borderColor],
      ['data-table-border-width', p.borderWidth !== undefined ? num(p.borderWidth) : undefined],
      ['data-table-text-color', p.textColor],
      ['data-table-padding', p.cellPadding !== undefined ? num(p.cellPadding) : undefined],
      ['data-table-align', p.textAlign],
    ],
    style: [p.textColor && `color:${p.textColor}`],
    html: `<table>${head}${body}</table>`,
  };
}
