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
    /** Space inside each cell, in px. */
    cellPadding: z.number().finite().min(0).max(100).optional(),
    textAlign: z.enum(TABLE_ALIGNS).optional(),
  })
  .refine((t) => t.cells.length === t.rows && t.cells.every((r) => r.length === t.cols), {
    message: 'cells must be rows × cols',
    path: ['cells'],
  }));
export type TableProps = z.infer<typeof TableProps>;

export const TABLE_SIZE = { width: 600, height: 300 } as const;

/** Default props of a new 3×3 table with a header row and thin light-grey borders. */
export function tableDefaults(): TableProps {
  return { rows: 3, cols: 3, cells: [['', '', ''], ['', '', ''], ['', '', '']], header: true, borderWidth: 1, borderColor: '#cccccc' };
}
