/** A table block in PowerPoint: a native table (cells stay editable text). */
import type PptxGenJS from 'pptxgenjs';
import { inches, points } from '../../export/pptx/units.js';
import { DECK_TEXT_PX } from '../../render/typography.js';
import type { BlockPptxWriter } from '../types.js';

export const tableToPptx: BlockPptxWriter<'table'> = (w, block, box) => {
  const p = block.props;
  const border = w.color(p.borderColor);
  const color = w.color(p.textColor)?.hex ?? w.theme.textHex;
  const rows: PptxGenJS.TableRow[] = p.cells.map((cells, r) => cells.map((text) => ({
    text, options: { bold: p.header && r === 0, color },
  })));
  w.table(rows, {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h),
    colW: Array.from({ length: p.cols }, () => inches(box.w / p.cols)),
    rowH: Array.from({ length: p.rows }, () => inches(box.h / p.rows)),
    fontFace: w.theme.fontFamily, fontSize: points(DECK_TEXT_PX), align: p.textAlign ?? 'left', valign: 'middle',
    margin: points(p.cellPadding ?? 0),
    border: border && (p.borderWidth ?? 0) > 0 ? { type: 'solid', color: border.hex, pt: points(p.borderWidth ?? 0) } : { type: 'none' },
  });
  if (box.rotation) w.warn(block, 'table', 'rotation dropped (PowerPoint tables cannot turn)');
};
