/** Table block: a grid of plain-text cells; the first row may be a header. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { CssColor } from '../../schema/common.js';

export const TABLE_MAX = 100;
export const TABLE_ALIGNS = ['left', 'center', 'right'] as const;
export type TableAlign = (typeof TABLE_ALIGNS)[number];
export const TableProps = lazySchema(() => z
  .object({
    rows: z.number().int().min(1).max(TABLE_MAX),
    cols: z.number().int().min(1).max(TABLE_MAX),
    /** cells[row][col], plain text. */
    cells: z.array(z.array(z.string().max(10000))),
    header: z.boolean().default(true),
    borderColor: CssColor.optional(),
    borderWidth: z.number().finite().min(0).max(20).optional(),
    textColor: CssColor.optional(),
    /** Background of the header row and its text colour (a PowerPoint table style's first row). */
    headerFill: CssColor.optional(),
    headerTextColor: CssColor.optional(),
    /** Background of the body rows; `bandFill` is every second body row's (banded rows: the 2nd, 4th… body row). */
    fill: CssColor.optional(),
    bandFill: CssColor.optional(),
    /** Space inside each cell, in px. */
    cellPadding: z.number().finite().min(0).max(100).optional(),
    textAlign: z.enum(TABLE_ALIGNS).optional(),
    /** Alignment of each column (by index; null or missing: the table's `textAlign`), as Markdown tables set it. */
    columnAlign: z.array(z.enum(TABLE_ALIGNS).nullable()).max(TABLE_MAX).optional(),
  })
  .refine((t) => t.cells.length === t.rows && t.cells.every((r) => r.length === t.cols), {
    message: 'cells must be rows × cols',
    path: ['cells'],
  }));
export type TableProps = z.infer<typeof TableProps>;

/** The alignment of column `col`: its own, else the table's. */
export function columnAlignOf(p: Pick<TableProps, 'textAlign' | 'columnAlign'>, col: number): TableAlign | undefined {
  return p.columnAlign?.[col] ?? p.textAlign;
}

export const TABLE_SIZE = { width: 600, height: 300 } as const;

/** The background of cell row `row` (0-based, header included), or undefined for none. */
export function rowFillOf(p: Partial<Pick<TableProps, 'header' | 'headerFill' | 'fill' | 'bandFill'>>, row: number): string | undefined {
  if (p.header && row === 0) return p.headerFill;
  const body = p.header ? row - 1 : row;
  return body % 2 === 1 ? p.bandFill ?? p.fill : p.fill;
}

/** Default props of a new 3×3 table with a header row and thin light-grey borders. */
export function tableDefaults(): TableProps {
  return { rows: 3, cols: 3, cells: [['', '', ''], ['', '', ''], ['', '', '']], header: true, borderWidth: 1, borderColor: '#cccccc' };
}
