/** A line block in PowerPoint: a connector between its two end points (the block's rotation applied), with arrowheads. */
import type PptxGenJS from 'pptxgenjs';
import { rotatePoint, transparencyWith } from '../../export/pptx/frames.js';
import { inches, points } from '../../export/pptx/units.js';
import type { BlockPptxWriter } from '../types.js';
import type { LineEndType } from './props.js';

/** PowerPoint line ends for ours; a square end has no PowerPoint equivalent and becomes a diamond. */
const ENDS: Record<LineEndType, NonNullable<PptxGenJS.ShapeLineProps['endArrowType']>> = {
  none: 'none', arrow: 'triangle', 'line-arrow': 'arrow', circle: 'oval', square: 'diamond',
};

const DASHES = { solid: 'solid', dashed: 'dash', dotted: 'sysDot' } as const;

export const lineToPptx: BlockPptxWriter<'line'> = (w, block, box) => {
  const p = block.props;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  // Line points are in the block's own box; scale them when the box was resized without touching the points.
  const sx = block.width > 0 ? box.w / block.width : 1;
  const sy = block.height > 0 ? box.h / block.height : 1;
  const [x1, y1] = rotatePoint(box.x + p.x1 * sx, box.y + p.y1 * sy, cx, cy, box.rotation);
  const [x2, y2] = rotatePoint(box.x + p.x2 * sx, box.y + p.y2 * sy, cx, cy, box.rotation);
  const color = w.color(p.color);
  for (const end of [p.startType, p.endType]) if (end === 'square') w.warn(block, 'line end', 'square drawn as a diamond');
  w.shape('line' as PptxGenJS.SHAPE_NAME, {
    x: inches(Math.min(x1, x2)), y: inches(Math.min(y1, y2)), w: inches(Math.abs(x2 - x1)), h: inches(Math.abs(y2 - y1)),
    ...(x2 < x1 ? { flipH: true } : {}),
    ...(y2 < y1 ? { flipV: true } : {}),
    line: {
      color: color?.hex ?? w.theme.textHex, width: points(p.width), dashType: DASHES[p.style],
      transparency: transparencyWith(color?.transparency ?? 0, block.opacity),
      beginArrowType: ENDS[p.startType], endArrowType: ENDS[p.endType],
    },
  });
};
