/** A table block in PowerPoint: a native table (cells stay editable text). */
import type PptxGenJS from 'pptxgenjs';
import { inches, points } from '../../export/pptx/units.js';
import { DECK_TEXT_PX } from '../../render/typography.js';
import type { BlockPptxWriter } from '../types.js';
import { columnAlignOf, rowFillOf } from './props.js';

export const tableToPptx: BlockPptxWriter<'table'> = (w, block, box) => {
  const p = block.props;
  const border = w.color(p.borderColor);
  const color = w.color(p.textColor)?.hex ?? w.theme.textHex;
  const headerColor = w.color(p.headerTextColor)?.hex ?? color;
  const rows: PptxGenJS.TableRow[] = p.cells.map((cells, r) => {
    const fill = w.color(rowFillOf(p, r));
    return cells.map((text, c) => ({
      text,
      options: {
        bold: p.header && r === 0, color: p.header && r === 0 ? headerColor : color, align: columnAlignOf(p, c) ?? 'left',
        ...(fill && fill.transparency < 100 ? { fill: { color: fill.hex, ...(fill.transparency ? { transparency: fill.transparency } : {}) } } : {}),
      },
    }));
  });
  w.table(rows, {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h),
    colW: Array.from({ length: p.cols }, () => inches(box.w / p.cols)),
    rowH: Array.from({ length: p.rows }, () => inches(box.h / p.rows)),
    fontFace: w.theme.fontFamily, fontSize: points(DECK_TEXT_PX), align: p.textAlign ?? 'left', valign: 'middle',
    margin: points(p.cellPadding ?? 0),
    border: border && (p.borderWidth ?? 0) > 0 ? { type: 'solid', color: border.hex, pt: points(p.borderWidth ?? 0) } : { type: 'none' },
  }, p.header);
  if (box.rotation) w.warn(block, 'table', 'rotation dropped (PowerPoint tables cannot turn)');
};
