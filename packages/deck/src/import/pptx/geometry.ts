/** Shape geometry: transforms (offset, size, rotation, flips) in px, group frames, and preset names to our shape kinds. */
import type { ShapeKind } from '../../blocks/shape/props.js';
import { EMU_PER_PX } from './context.js';
import { at, bool, num, type XmlElement } from './xml.js';

/** Maps a child's EMU coordinates into px of the block list being built (the slide, or a group's own box). */
export interface Frame {
  offX: number;
  offY: number;
  /** px per EMU, per axis. */
  scaleX: number;
  scaleY: number;
}

export const SLIDE_FRAME: Frame = { offX: 0, offY: 0, scaleX: 1 / EMU_PER_PX, scaleY: 1 / EMU_PER_PX };

/** A transform read from `a:xfrm` (or `p:xfrm`), placed in a frame. */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  flipH: boolean;
  flipV: boolean;
}

/** The transform element of a shape (`spPr/xfrm`, `grpSpPr/xfrm` or a graphic frame's `xfrm`). */
export function xfrmOf(el: XmlElement): XmlElement | null {
  return at(el, 'spPr/xfrm') ?? at(el, 'grpSpPr/xfrm') ?? at(el, 'xfrm');
}

/** Places an `xfrm` in a frame; null when it has no offset/size. */
export function placement(xfrm: XmlElement | null, frame: Frame): Placement | null {
  const off = at(xfrm, 'off');
  const ext = at(xfrm, 'ext');
  if (!off || !ext) return null;
  const x = num(off, 'x') ?? 0;
  const y = num(off, 'y') ?? 0;
  return {
    x: (x - frame.offX) * frame.scaleX,
    y: (y - frame.offY) * frame.scaleY,
    width: (num(ext, 'cx') ?? 0) * frame.scaleX,
    height: (num(ext, 'cy') ?? 0) * frame.scaleY,
    rotation: normaliseRotation((num(xfrm, 'rot') ?? 0) / 60000),
    flipH: bool(xfrm, 'flipH') ?? false,
    flipV: bool(xfrm, 'flipV') ?? false,
  };
}

/** Degrees in (-180, 180]. */
export function normaliseRotation(deg: number): number {
  let d = deg % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return Math.round(d * 1000) / 1000;
}

/** The frame of a group's children: `chOff`/`chExt` map onto the group's box (in px, relative to its corner). */
export function groupFrame(xfrm: XmlElement | null, box: Placement): Frame {
  const chOff = at(xfrm, 'chOff');
  const chExt = at(xfrm, 'chExt');
  const cx = num(chExt, 'cx') || 0;
  const cy = num(chExt, 'cy') || 0;
  return {
    offX: num(chOff, 'x') ?? 0,
    offY: num(chOff, 'y') ?? 0,
    scaleX: cx > 0 ? box.width / cx : 1 / EMU_PER_PX,
    scaleY: cy > 0 ? box.height / cy : 1 / EMU_PER_PX,
  };
}

/** PowerPoint presets we draw natively, with the kind used when the shape is flipped. */
const PRESETS: Record<string, { kind: ShapeKind; flipH?: ShapeKind; flipV?: ShapeKind }> = {
  rect: { kind: 'rect' }, roundRect: { kind: 'rect' }, snip1Rect: { kind: 'rect' }, ellipse: { kind: 'circle' },
  diamond: { kind: 'diamond' }, triangle: { kind: 'triangle-up', flipV: 'triangle-down' },
  upArrow: { kind: 'arrow-up', flipV: 'arrow-down' }, downArrow: { kind: 'arrow-down', flipV: 'arrow-up' },
  leftArrow: { kind: 'arrow-left', flipH: 'arrow-right' }, rightArrow: { kind: 'arrow-right', flipH: 'arrow-left' },
  leftRightArrow: { kind: 'arrow-left-right' }, chevron: { kind: 'chevron' }, octagon: { kind: 'octagon' },
  hexagon: { kind: 'hexagon' }, star5: { kind: 'star' }, pentagon: { kind: 'pentagon' }, homePlate: { kind: 'pentagon' },
  parallelogram: { kind: 'parallelogram' }, trapezoid: { kind: 'trapezoid' }, plus: { kind: 'cross' },
  wedgeRectCallout: { kind: 'speech-bubble' }, wedgeRoundRectCallout: { kind: 'speech-bubble' },
  wedgeEllipseCallout: { kind: 'speech-bubble-round' }, flowChartProcess: { kind: 'rect' },
  flowChartAlternateProcess: { kind: 'rect' }, flowChartDecision: { kind: 'diamond' }, flowChartConnector: { kind: 'circle' },
  square: { kind: 'rect' }, frame: { kind: 'rect' },
};

/** Presets that are lines, not areas. */
export const LINE_PRESETS = new Set(['line', 'straightConnector1', 'bentConnector2', 'bentConnector3', 'bentConnector4', 'bentConnector5', 'curvedConnector2', 'curvedConnector3', 'curvedConnector4', 'curvedConnector5']);

/** Our kind for a preset (flips applied where a flipped preset is another kind); null when we have none. */
export function shapeKind(prst: string, flipH: boolean, flipV: boolean): { kind: ShapeKind; flipLost: boolean } | null {
  const preset = PRESETS[prst];
  if (!preset) return null;
  let kind = preset.kind;
  let flipLost = false;
  if (flipV) {
    if (preset.flipV) kind = preset.flipV;
    else if (!['rect', 'circle', 'diamond', 'octagon', 'hexagon', 'cross', 'arrow-left-right', 'arrow-left', 'arrow-right', 'parallelogram'].includes(kind)) flipLost = true;
  }
  if (flipH) {
    if (preset.flipH) kind = preset.flipH;
    else if (!['rect', 'circle', 'diamond', 'octagon', 'hexagon', 'cross', 'arrow-left-right', 'arrow-up', 'arrow-down', 'triangle-up', 'triangle-down', 'star', 'pentagon', 'trapezoid'].includes(kind)) flipLost = true;
  }
  return { kind, flipLost };
}
