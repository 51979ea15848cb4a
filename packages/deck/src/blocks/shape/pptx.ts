/**
 * A shape block in PowerPoint: its own preset shape (fill, stroke, rotation, rounded corners, a centred label), so it
 * stays editable as a shape.
 */
import type PptxGenJS from 'pptxgenjs';
import { transparencyWith } from '../../export/pptx/frames.js';
import { dropShadowOf } from '../../export/pptx/shadow.js';
import { plainRuns } from '../../export/pptx/text.js';
import { inches, points } from '../../export/pptx/units.js';
import { DECK_TEXT_PX } from '../../render/typography.js';
import type { BlockPptxWriter } from '../types.js';
import type { ShapeKind } from './props.js';

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

export const shapeToPptx: BlockPptxWriter<'shape'> = (w, block, box) => {
  const p = block.props;
  const preset = PRESETS[p.kind];
  // A turned preset is drawn in a box with width and height swapped, about the same centre.
  const turned = preset.turn !== undefined;
  const width = turned ? box.h : box.w;
  const height = turned ? box.w : box.h;
  const fill = w.color(p.fill);
  const stroke = w.color(p.stroke);
  const opacity = block.opacity;
  const shadow = dropShadowOf(p.shadow, w.theme.textHex);
  const name = p.kind === 'rect' && p.cornerRadius > 0 ? 'roundRect' : preset.name;
  const options: PptxGenJS.TextPropsOptions = {
    shape: name as PptxGenJS.SHAPE_NAME,
    x: inches(box.x + box.w / 2 - width / 2), y: inches(box.y + box.h / 2 - height / 2), w: inches(width), h: inches(height),
    rotate: box.rotation + (preset.turn ?? 0),
    ...(preset.flipV ? { flipV: true } : {}),
    fill: fill ? { color: fill.hex, transparency: transparencyWith(fill.transparency, opacity) } : { type: 'none' },
    line: stroke && p.strokeWidth > 0 ? { color: stroke.hex, width: points(p.strokeWidth), transparency: transparencyWith(stroke.transparency, opacity) } : { type: 'none' },
    ...(name === 'roundRect' ? { rectRadius: inches(Math.min(p.cornerRadius, width / 2, height / 2)) } : {}),
    ...(shadow ? { shadow } : {}),
    align: 'center', valign: 'middle', margin: 0,
    ...(block.link ? { hyperlink: { url: block.link } } : {}),
  };
  if (fill === null) w.warn(block, 'shape fill', `colour "${p.fill}" could not be read; left empty`);
  const runs = p.text ? plainRuns(p.text, {
    color: w.color(p.textColor)?.hex ?? w.theme.textHex, fontSize: points(p.textSize ?? DECK_TEXT_PX), fontFace: w.theme.fontFamily,
  }) : [];
  if (turned && runs.length) w.warn(block, 'shape text', 'turned with the triangle it sits in');
  w.text(runs.length ? runs : '', options);
};
