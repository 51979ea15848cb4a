/** Fills and outlines of shapes: explicit `spPr` fills and lines, or the theme styles a shape's `p:style` refers to. */
import { cssColor, readColor, type Rgba } from './color.js';
import type { DeckContext } from './context.js';
import { attr, at, child, num, type XmlElement } from './xml.js';

export interface ResolvedFill {
  /** null: no fill. */
  color: Rgba | null;
  /** What the fill really was when it is not a plain colour (gradient, picture, pattern). */
  approximated?: string;
}

/** A shape's fill: `spPr` first, else the style's `fillRef`. */
export function resolveFill(spPr: XmlElement | null, style: XmlElement | null, deck: DeckContext): ResolvedFill | undefined {
  if (child(spPr, 'noFill')) return { color: null };
  const solid = child(spPr, 'solidFill');
  if (solid) return { color: readColor(solid, deck.scheme) };
  const grad = child(spPr, 'gradFill');
  if (grad) return { color: readColor(at(grad, 'gsLst/gs'), deck.scheme), approximated: 'gradient fill' };
  const patt = child(spPr, 'pattFill');
  if (patt) return { color: readColor(child(patt, 'fgClr'), deck.scheme), approximated: 'pattern fill' };
  if (child(spPr, 'blipFill')) return { color: null, approximated: 'picture fill' };
  const ref = child(style, 'fillRef');
  if (ref && (num(ref, 'idx') ?? 0) > 0) return { color: readColor(ref, deck.scheme) };
  if (ref) return { color: null };
  return undefined;
}

export interface ResolvedLine {
  color: Rgba | null;
  /** px */
  width: number;
  dash: 'solid' | 'dashed' | 'dotted';
  head: string;
  tail: string;
}

/** A shape's outline: `spPr/ln` over the style's `lnRef`. */
export function resolveLine(spPr: XmlElement | null, style: XmlElement | null, deck: DeckContext): ResolvedLine {
  const ln = child(spPr, 'ln');
  const ref = child(style, 'lnRef');
  const refIdx = num(ref, 'idx') ?? 0;
  let color: Rgba | null = refIdx > 0 ? readColor(ref, deck.scheme) : null;
  let widthEmu = refIdx > 0 ? deck.lineWidths[refIdx - 1] ?? 12700 : 0;
  if (ln) {
    if (child(ln, 'noFill')) color = null;
    const solid = child(ln, 'solidFill');
    if (solid) color = readColor(solid, deck.scheme);
    else if (child(ln, 'gradFill')) color = readColor(at(ln, 'gradFill/gsLst/gs'), deck.scheme);
    const w = num(ln, 'w');
    if (w !== undefined) widthEmu = w;
    else if (color && !widthEmu) widthEmu = 9525;
  }
  const prstDash = attr(child(ln, 'prstDash'), 'val') ?? 'solid';
  const dash = prstDash === 'solid' ? 'solid' : /dot/i.test(prstDash) && !/dash/i.test(prstDash) ? 'dotted' : 'dashed';
  return {
    color, width: widthEmu / 9525, dash,
    head: attr(child(ln, 'headEnd'), 'type') ?? 'none',
    tail: attr(child(ln, 'tailEnd'), 'type') ?? 'none',
  };
}

export { cssColor };
