/** A drawing block in PowerPoint: its SVG path (the player's markup) as a crisp picture. */
import { pictureFrame, svgData } from '../../export/pptx/frames.js';
import type { BlockPptxWriter } from '../types.js';
import { renderDrawing } from './render.js';

export const drawingToPptx: BlockPptxWriter<'drawing'> = async (w, block, box) => {
  if (block.props.points.length === 0) return;
  const svg = (renderDrawing(block).html ?? '')
    .replace('width="100%" height="100%"', `width="${box.w}" height="${box.h}"`)
    // resvg and PowerPoint scale strokes with the view box; the player keeps them even, so undo the scale here.
    .replace(/ vector-effect="non-scaling-stroke"/, '')
    .replace(/currentColor/g, w.theme.textCss)
    .replace(/stroke-width="([\d.]+)"/, (_m, sw: string) => `stroke-width="${Number(sw) / Math.max(box.w / block.props.viewBox.width, 1e-6)}"`);
  w.image({ ...pictureFrame(box, block), data: await svgData(w, svg, box.w, box.h) });
};
