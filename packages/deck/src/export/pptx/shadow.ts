/**
 * CSS shadows as PowerPoint's outer shadow: a text block's `text-shadow` (the first in its HTML, drawn under the text of
 * a box without fill) and a shape's drop shadow (under its outline). Both are `x y [blur] colour` in px.
 */
import type PptxGenJS from 'pptxgenjs';
import { pptxColor } from './units.js';

const SHADOW = /(-?\d*\.?\d+)px\s+(-?\d*\.?\d+)px(?:\s+(\d*\.?\d+)px)?\s+([^;"]+)/;
const TEXT_SHADOW = new RegExp(`text-shadow:\\s*${SHADOW.source}`, 'i');
const DROP_SHADOW = new RegExp(`^${SHADOW.source}$`);

/** PowerPoint's outer shadow for a CSS shadow's parts, or undefined when it would not show. */
function outerShadow(m: RegExpExecArray, currentColor: string): PptxGenJS.ShadowProps | undefined {
  const [x, y, blur] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  const color = pptxColor(m[4]!.trim(), currentColor);
  if (!color || color.transparency >= 100) return undefined;
  const angle = (Math.round((Math.atan2(y, x) * 180) / Math.PI) + 360) % 360;
  const round = (n: number) => Math.round(n * 100) / 100;
  // pptxgenjs replaces a 0 blur or offset by its own defaults: the smallest it writes as non-zero stands for none.
  return {
    type: 'outer', angle, offset: Math.max(0.01, round(Math.hypot(x, y) * 0.75)), blur: Math.max(0.01, round(blur * 0.75)),
    color: color.hex, opacity: round(1 - color.transparency / 100),
  };
}

/** The text box shadow for `html`, or undefined when its text has none. */
export function textShadowOf(html: string, currentColor: string): PptxGenJS.ShadowProps | undefined {
  const m = TEXT_SHADOW.exec(html.replace(/&quot;/g, '"'));
  return m ? outerShadow(m, currentColor) : undefined;
}

/** A shape's drop shadow (`x y blur colour`), or undefined when it has none. */
export function dropShadowOf(shadow: string | undefined, currentColor: string): PptxGenJS.ShadowProps | undefined {
  const m = shadow ? DROP_SHADOW.exec(shadow.trim()) : null;
  return m ? outerShadow(m, currentColor) : undefined;
}
