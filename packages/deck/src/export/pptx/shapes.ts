/**
 * Shape and line blocks as PowerPoint's own preset shapes (fill, stroke, rotation, rounded corners, a centred label)
 * and connectors with arrowheads, so they stay editable as shapes.
 */
import type PptxGenJS from 'pptxgenjs';
import type { LineBlock, ShapeBlock } from '../../schema/block.js';
import type { ShapeKind } from '../../blocks/shape/props.js';
import type { LineEndType } from '../../blocks/line/props.js';
import type { Box, SlideWriter } from './context.js';
import { plainRuns } from './text.js';
import { inches, points } from './units.js';

type ShapeName = PptxGenJS.SHAPE_NAME;

/** The preset for each kind; `turn` rotates a preset that only exists pointing one way (triangle left/right). */
const PRESETS: Record<ShapeKind, { name: string; turn?: 90 | -90; flipV?: boolean }> = {
  rect: { name: 'rect' }, circle: { name: 'ellipse' }, diamond: { name: 'diamond' },
  'triangle-up': { name: 'triangle' }, 'triangle-down': { name: 'triangle', flipV: true },
  'triangle-left': { name: 'triangle', turn: -90 }, 'triangle-right': { name: 'triangle', turn: 90 },
  'arrow-up': { name: 'upArrow' }, 'arrow-down': { name: 'downArrow' }, 'arrow-left': { name: 'leftArrow' },
  'arrow-right': { name: 'rightArrow' }, 'arrow-left-right': { name: 'leftRightArrow' }, chevron: { name: 'chevron' },
  octagon: { name: 'octagon' }, hexagon: { name: 'hexagon' }, star: { name: 'star5' }, pentagon: { name: 'pentagon' },
  parallelogram: { name: 'parallelogram' }, trapezoid: { name: 'trapezoid' }, cross: { name: 'plus' },
  'speech-bubble': { name: 'wedgeRectCallout' }, 'speech-bubble-round': { name: 'wedgeEllipseCallout' },
};

/** Shape label size when the block sets none: the deck's base text size. */
const LABEL_PX = 32;

/** Adds a shape block. */
export function addShape(w: SlideWriter, block: ShapeBlock, box: Box): void {
  const p = block.props;
  const preset = PRESETS[p.kind];
  // A turned preset is drawn in a box with width and height swapped, about the same centre.
  const turned = preset.turn !== undefined;
  const width = turned ? box.h : box.w;
  const height = turned ? box.w : box.h;
  const fill = w.color(p.fill);
  const stroke = w.color(p.stroke);
  const opacity = block.opacity;
  const name = p.kind === 'rect' && p.cornerRadius > 0 ? 'roundRect' : preset.name;
  const options: PptxGenJS.TextPropsOptions = {
    shape: name as ShapeName,
    x: inches(box.x + box.w / 2 - width / 2), y: inches(box.y + box.h / 2 - height / 2), w: inches(width), h: inches(height),
    rotate: box.rotation + (preset.turn ?? 0),
    ...(preset.flipV ? { flipV: true } : {}),
    fill: fill ? { color: fill.hex, transparency: transparencyWith(fill.transparency, opacity) } : { type: 'none' },
    line: stroke && p.strokeWidth > 0 ? { color: stroke.hex, width: points(p.strokeWidth), transparency: transparencyWith(stroke.transparency, opacity) } : { type: 'none' },
    ...(name === 'roundRect' ? { rectRadius: inches(Math.min(p.cornerRadius, width / 2, height / 2)) } : {}),
    align: 'center', valign: 'middle', margin: 0,
    ...(block.link ? { hyperlink: { url: block.link } } : {}),
  };
  if (fill === null) w.warn(block, 'shape fill', `colour "${p.fill}" could not be read; left empty`);
  const runs = p.text ? plainRuns(p.text, {
    color: w.color(p.textColor)?.hex ?? w.theme.textHex, fontSize: points(p.textSize ?? LABEL_PX), fontFace: w.theme.fontFamily,
  }) : [];
  if (turned && runs.length) w.warn(block, 'shape text', 'turned with the triangle it sits in');
  w.text(runs.length ? runs : '', options);
}

/** Combines a colour's own transparency with the block's opacity (both as PowerPoint percentages). */
export function transparencyWith(transparency: number, opacity: number): number {
  return Math.round(100 - (100 - transparency) * opacity);
}

/** PowerPoint line ends for ours; a square end has no PowerPoint equivalent and becomes a diamond. */
const ENDS: Record<LineEndType, NonNullable<PptxGenJS.ShapeLineProps['endArrowType']>> = {
  none: 'none', arrow: 'triangle', 'line-arrow': 'arrow', circle: 'oval', square: 'diamond',
};

const DASHES = { solid: 'solid', dashed: 'dash', dotted: 'sysDot' } as const;

/** Rotates a point about a centre by degrees clockwise (screen coordinates). */
export function rotatePoint(x: number, y: number, cx: number, cy: number, degrees: number): [number, number] {
  if (!degrees) return [x, y];
  const r = (degrees * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(r) - dy * Math.sin(r), cy + dx * Math.sin(r) + dy * Math.cos(r)];
}

/** Adds a line block as a connector between its two end points (the block's rotation applied to them). */
export function addLine(w: SlideWriter, block: LineBlock, box: Box): void {
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
  w.shape('line' as ShapeName, {
    x: inches(Math.min(x1, x2)), y: inches(Math.min(y1, y2)), w: inches(Math.abs(x2 - x1)), h: inches(Math.abs(y2 - y1)),
    ...(x2 < x1 ? { flipH: true } : {}),
    ...(y2 < y1 ? { flipV: true } : {}),
    line: {
      color: color?.hex ?? w.theme.textHex, width: points(p.width), dashType: DASHES[p.style],
      transparency: transparencyWith(color?.transparency ?? 0, block.opacity),
      beginArrowType: ENDS[p.startType], endArrowType: ENDS[p.endType],
    },
  });
}
