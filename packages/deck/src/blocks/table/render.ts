/** Table block markup: a plain HTML table of escaped text cells. */
import { escapeAttr, escapeText, num } from '../../html/escape.js';
import type { TableBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';
import { columnAlignOf, rowFillOf } from './props.js';

/** Render a table block's content. */
export function renderTable(block: TableBlock): RenderedContent {
  const p = block.props;
  const cellStyle = [
    p.borderWidth !== undefined ? `border-width:${num(p.borderWidth)}px` : '',
    p.borderColor ? `border-color:${p.borderColor}` : '',
    p.cellPadding !== undefined ? `padding:${num(p.cellPadding)}px` : '',
  ];
  const styleAttrs = Array.from({ length: p.cols }, (_, c) => {
    const align = columnAlignOf(p, c);
    const style = [...cellStyle, align ? `text-align:${align}` : ''].filter(Boolean).join(';');
    return style ? ` style="${escapeAttr(style)}"` : '';
  });
  const rows = p.cells.map((row, r) => {
    const tag = p.header && r === 0 ? 'th' : 'td';
    const fill = rowFillOf(p, r);
    const color = p.header && r === 0 ? p.headerTextColor : undefined;
    const rowStyle = [fill ? `background-color:${fill}` : '', color ? `color:${color}` : ''].filter(Boolean).join(';');
    return `<tr${rowStyle ? ` style="${escapeAttr(rowStyle)}"` : ''}>${row.map((cell, c) => `<${tag}${styleAttrs[c] ?? ''}>${escapeText(cell)}</${tag}>`).join('')}</tr>`;
  });
  const head = p.header ? `<thead>${rows[0] ?? ''}</thead>` : '';
  const body = `<tbody>${rows.slice(p.header ? 1 : 0).join('')}</tbody>`;
  return {
    attrs: [
      ['data-table-rows', String(p.rows)], ['data-table-cols', String(p.cols)],
      ['data-table-border-color', p.borderColor],
      ['data-table-border-width', p.borderWidth !== undefined ? num(p.borderWidth) : undefined],
      ['data-table-text-color', p.textColor],
      ['data-table-header-fill', p.headerFill],
      ['data-table-header-text-color', p.headerTextColor],
      ['data-table-fill', p.fill],
      ['data-table-band-fill', p.bandFill],
      ['data-table-padding', p.cellPadding !== undefined ? num(p.cellPadding) : undefined],
      ['data-table-align', p.textAlign],
      ['data-table-column-align', p.columnAlign?.some(Boolean) ? p.columnAlign.map((a) => a ?? '').join(',') : undefined],
    ],
    style: [p.textColor && `color:${p.textColor}`],
    html: `<table>${head}${body}</table>`,
  };
}
