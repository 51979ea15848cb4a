/**
 * The look of each table cell as PowerPoint draws it: the table style (from `ppt/tableStyles.xml`, or one of the
 * built-in styles files name without defining) applied part by part as the table's flags (`firstRow`, `bandRow`, …)
 * switch them on, under the cell's own `tcPr` settings.
 */
import { DOMParser } from '@xmldom/xmldom';
import { readColor, type Rgba } from './color.js';
import type { SlideContext } from './context.js';
import { BUILT_IN_TABLE_STYLES, NO_STYLE_ID } from './tableStyles.js';
import { attr, child, childrenNamed, elements, num, textContent, type XmlElement } from './xml.js';

/** One edge: its colour (null: no line) and width in EMU. */
export interface Edge {
  color: Rgba | null;
  width: number;
}

/** What the style and the cell's own settings give one cell. */
export interface CellLook {
  /** null: no fill; undefined: nothing sets one. */
  fill: Rgba | null | undefined;
  color: Rgba | undefined;
  bold: boolean | undefined;
  bottom: Edge | undefined;
  right: Edge | undefined;
}

/** The parts of a table style that apply to one cell, lowest priority first, and the border key of each side. */
function partsFor(flags: Record<string, boolean>, r: number, c: number, rows: number, cols: number): string[] {
  const parts = ['wholeTbl'];
  const bodyRow = r - (flags.firstRow ? 1 : 0);
  const bodyCol = c - (flags.firstCol ? 1 : 0);
  if (flags.bandCol) parts.push(bodyCol % 2 === 0 ? 'band1V' : 'band2V');
  if (flags.bandRow) parts.push(bodyRow % 2 === 0 ? 'band1H' : 'band2H');
  if (flags.lastCol && c === cols - 1) parts.push('lastCol');
  if (flags.firstCol && c === 0) parts.push('firstCol');
  if (flags.lastRow && r === rows - 1) parts.push('lastRow');
  if (flags.firstRow && r === 0) parts.push('firstRow');
  return parts;
}

/** The key of a table-style border for one side of a cell, as the part it comes from names its edges. */
function sideKey(part: string, side: 'bottom' | 'right', r: number, c: number, rows: number, cols: number): string {
  const rowPart = ['firstRow', 'lastRow', 'band1H', 'band2H'].includes(part);
  const colPart = ['firstCol', 'lastCol', 'band1V', 'band2V'].includes(part);
  if (side === 'bottom') return rowPart || r === rows - 1 ? 'bottom' : 'insideH';
  return colPart || c === cols - 1 ? 'right' : 'insideV';
}

function edgeOf(ln: XmlElement | null, ctx: SlideContext): Edge | undefined {
  if (!ln) return undefined;
  if (child(ln, 'noFill')) return { color: null, width: 0 };
  const color = readColor(child(ln, 'solidFill'), ctx.deck.scheme);
  return color ? { color, width: num(ln, 'w') ?? 12700 } : undefined;
}

function fillOf(holder: XmlElement | null, ctx: SlideContext): Rgba | null | undefined {
  if (!holder) return undefined;
  if (child(holder, 'noFill')) return null;
  const solid = child(holder, 'solidFill');
  if (solid) return readColor(solid, ctx.deck.scheme);
  const ref = child(holder, 'fillRef');
  return ref ? readColor(ref, ctx.deck.scheme) : undefined;
}

/** A table's style: its parts by name, or null when the table has none. `unknown` holds an id no one defines. */
export interface TableStyle {
  parts: Map<string, XmlElement>;
  name: string;
}

const builtIns = new Map<string, XmlElement>();

function builtIn(id: string): XmlElement | undefined {
  const xml = BUILT_IN_TABLE_STYLES.get(id);
  if (!xml) return undefined;
  let el = builtIns.get(id);
  if (!el) {
    el = new DOMParser().parseFromString(xml, 'application/xml').documentElement as unknown as XmlElement;
    builtIns.set(id, el);
  }
  return el;
}

/** The style a table uses: inline, defined in the file, or built in; `unresolved` names an id none of them defines. */
export async function tableStyleOf(tblPr: XmlElement | null, ctx: SlideContext): Promise<{ style: TableStyle | null; unresolved?: string }> {
  const inline = child(tblPr, 'tableStyle');
  const id = textContent(child(tblPr, 'tableStyleId')).trim().toUpperCase();
  let el: XmlElement | null | undefined = inline;
  if (!el && id) {
    const presRel = await ctx.deck.pkg.relOfType('ppt/presentation.xml', 'tableStyles');
    const list = await ctx.deck.pkg.xml(presRel?.target ?? 'ppt/tableStyles.xml');
    el = childrenNamed(list, 'tblStyle').find((s) => (attr(s, 'styleId') ?? '').toUpperCase() === id) ?? builtIn(id);
    if (!el) return { style: null, unresolved: id };
  }
  if (!el || id === NO_STYLE_ID) return { style: null };
  return { style: { parts: new Map(elements(el).map((p) => [p.localName ?? '', p])), name: attr(el, 'styleName') ?? id } };
}

/** The table's flags (`a:tblPr firstRow="1" bandRow="1"` …). */
export function tableFlags(tblPr: XmlElement | null): Record<string, boolean> {
  const on = (name: string) => ['1', 'true', 'on'].includes(attr(tblPr, name) ?? '');
  return { firstRow: on('firstRow'), lastRow: on('lastRow'), firstCol: on('firstCol'), lastCol: on('lastCol'), bandRow: on('bandRow'), bandCol: on('bandCol') };
}

/** One cell's look: the style's parts in order, then the cell's own `tcPr`. */
export function cellLook(style: TableStyle | null, flags: Record<string, boolean>, tcPr: XmlElement | null, r: number, c: number, rows: number, cols: number, ctx: SlideContext): CellLook {
  const look: CellLook = { fill: undefined, color: undefined, bold: undefined, bottom: undefined, right: undefined };
  for (const name of style ? partsFor(flags, r, c, rows, cols) : []) {
    const part = style!.parts.get(name);
    if (!part) continue;
    const tx = child(part, 'tcTxStyle');
    if (tx) {
      const color = readColor(tx, ctx.deck.scheme) ?? readColor(child(tx, 'fontRef'), ctx.deck.scheme);
      if (color) look.color = color;
      const b = attr(tx, 'b');
      if (b === 'on' || b === 'off') look.bold = b === 'on';
    }
    const tcStyle = child(part, 'tcStyle');
    const fill = fillOf(child(tcStyle, 'fill'), ctx) ?? fillOf(tcStyle, ctx);
    if (fill !== undefined) look.fill = fill;
    const borders = child(tcStyle, 'tcBdr');
    for (const side of ['bottom', 'right'] as const) {
      const edge = edgeOf(child(child(borders, sideKey(name, side, r, c, rows, cols)), 'ln'), ctx);
      if (edge) look[side] = edge;
    }
  }
  const own = fillOf(tcPr, ctx);
  if (own !== undefined) look.fill = own;
  const bottom = edgeOf(child(tcPr, 'lnB'), ctx);
  if (bottom) look.bottom = bottom;
  const right = edgeOf(child(tcPr, 'lnR'), ctx);
  if (right) look.right = right;
  return look;
}
