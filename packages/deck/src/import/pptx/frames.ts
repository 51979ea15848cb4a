/**
 * Graphic frames: native tables (merged cells reported), charts as a table of their data, SmartArt as a one-column
 * table of its text, and embedded objects as the picture PowerPoint shows for them.
 */
import { createBlock } from '../../blocks/registry.js';
import { TABLE_MAX, type TableAlign } from '../../blocks/table/props.js';
import type { Block } from '../../schema/block.js';
import { cssColor, readColor } from './color.js';
import { fontPx, px, type SlideContext } from './context.js';
import { DECK_TEXT_PX } from '../../render/typography.js';
import { placement, type Frame, type Placement } from './geometry.js';
import { boxOf, readPic } from './shapes.js';
import { plainText, readParagraphs } from './text.js';
import { attr, at, child, childrenNamed, elements, num, relAttr, textContent, type XmlElement } from './xml.js';

const CELL_MAX = 10000;

/** A grid of strings as a table block, cut to the table limits (reported). */
function tableBlock(ctx: SlideContext, place: Placement, grid: string[][], extra: { header?: boolean; textColor?: string; borderColor?: string; borderWidth?: number; textAlign?: TableAlign } = {}): Block[] {
  if (!grid.length || !grid[0]?.length) return [];
  const rows = Math.min(TABLE_MAX, grid.length);
  const cols = Math.min(TABLE_MAX, Math.max(...grid.map((r) => r.length)));
  if (grid.length > TABLE_MAX || grid.some((r) => r.length > TABLE_MAX)) ctx.warn('table', `cut to ${TABLE_MAX} rows and columns`);
  const cells = grid.slice(0, rows).map((r) => Array.from({ length: cols }, (_, c) => (r[c] ?? '').slice(0, CELL_MAX)));
  return [createBlock('table', {
    ...boxOf(place), rotation: 0,
    props: {
      rows, cols, cells, header: extra.header ?? false,
      textColor: extra.textColor ?? (ctx.darkBackground ? '#ffffff' : '#222222'),
      ...(extra.textAlign ? { textAlign: extra.textAlign } : {}),
      ...(extra.borderColor ? { borderColor: extra.borderColor, borderWidth: extra.borderWidth ?? 1 } : { borderWidth: 0 }),
    },
  })];
}

async function readTable(tbl: XmlElement, ctx: SlideContext, place: Placement): Promise<Block[]> {
  const grid: string[][] = [];
  let merged = false;
  let filled = false;
  let textColor: string | undefined;
  let borderColor: string | undefined;
  let borderWidth: number | undefined;
  let textAlign: TableAlign | undefined;
  let textPx: number | undefined;
  for (const tr of childrenNamed(tbl, 'tr')) {
    const row: string[] = [];
    for (const tc of childrenNamed(tr, 'tc')) {
      const covered = attr(tc, 'hMerge') === '1' || attr(tc, 'vMerge') === '1';
      if ((num(tc, 'gridSpan') ?? 1) > 1 || (num(tc, 'rowSpan') ?? 1) > 1) merged = true;
      const paragraphs = covered ? [] : await readParagraphs(child(tc, 'txBody'), { lists: [], color: null, fontScale: 1 }, ctx.deck, ctx.part);
      row.push(plainText(paragraphs));
      const firstColor = paragraphs.flatMap((p) => p.runs).find((r) => r.text && r.style.color)?.style.color;
      const firstText = paragraphs.find((p) => p.runs.some((r) => r.text));
      if (firstText && !textAlign) textAlign = ({ ctr: 'center', r: 'right' } as Record<string, TableAlign>)[firstText.style.algn ?? ''] ?? 'left';
      const size = firstText?.runs.find((r) => r.text)?.style.sz;
      if (firstText && textPx === undefined) textPx = fontPx(size ?? 1800);
      if (!textColor && firstColor) textColor = cssColor(firstColor);
      const tcPr = child(tc, 'tcPr');
      if (child(tcPr, 'solidFill')) filled = true;
      const edge = child(tcPr, 'lnB') ?? child(tcPr, 'lnL');
      const edgeColor = readColor(child(edge, 'solidFill'), ctx.deck.scheme);
      if (!borderColor && edgeColor) {
        borderColor = cssColor(edgeColor);
        borderWidth = Math.max(0.5, Math.min(20, px(num(edge, 'w') ?? 12700)));
      }
    }
    grid.push(row);
  }
  if (merged) ctx.warn('merged table cells', 'split into separate cells (the text stays in the first one)');
  if (filled) ctx.warn('table cell colours', 'replaced by the deck\'s table style');
  if (place.rotation) ctx.warn('table', 'rotation dropped');
  // Tables show at the deck's base text size: a PowerPoint table much smaller or larger is reported.
  if (textPx !== undefined && Math.abs(textPx / DECK_TEXT_PX - 1) > 0.2) ctx.warn('table text size', 'shown at the deck\'s text size');
  const header = attr(child(tbl, 'tblPr'), 'firstRow') === '1';
  return tableBlock(ctx, place, grid, {
    header, ...(textColor ? { textColor } : {}), ...(textAlign ? { textAlign } : {}), ...(borderColor ? { borderColor, borderWidth: borderWidth ?? 1 } : {}),
  });
}

/** Cached values of a chart reference (`c:strRef`/`c:numRef`/`c:strLit`…). */
function cachedValues(el: XmlElement | null): string[] {
  const cache = at(el, 'strRef/strCache') ?? at(el, 'numRef/numCache') ?? child(el, 'strLit') ?? child(el, 'numLit')
    ?? at(el, 'multiLvlStrRef/multiLvlStrCache/lvl');
  const out: string[] = [];
  for (const pt of childrenNamed(cache, 'pt')) out[num(pt, 'idx') ?? out.length] = textContent(child(pt, 'v'));
  return Array.from(out, (v) => v ?? '');
}

async function readChart(frameEl: XmlElement, ctx: SlideContext, place: Placement): Promise<Block[]> {
  const relId = relAttr(at(frameEl, 'graphic/graphicData/chart'), 'id');
  const rel = relId ? (await ctx.deck.pkg.rels(ctx.part)).get(relId) : undefined;
  const chart = rel ? await ctx.deck.pkg.xml(rel.target) : null;
  const plot = at(chart, 'chart/plotArea');
  const series = elements(plot).filter((e) => e.localName?.endsWith('Chart')).flatMap((c) => childrenNamed(c, 'ser'));
  if (!series.length) {
    ctx.warn('chart', 'dropped: its data could not be read');
    return [];
  }
  const categories = cachedValues(child(series[0]!, 'cat') ?? child(series[0]!, 'xVal'));
  const columns = series.map((s) => ({ name: cachedValues(child(s, 'tx'))[0] ?? textContent(at(s, 'tx/v')), values: cachedValues(child(s, 'val') ?? child(s, 'yVal')) }));
  const rowCount = Math.max(categories.length, ...columns.map((c) => c.values.length));
  const grid = [['', ...columns.map((c, i) => c.name || `Series ${i + 1}`)]];
  for (let r = 0; r < rowCount; r += 1) grid.push([categories[r] ?? '', ...columns.map((c) => c.values[r] ?? '')]);
  const title = plainText(await readParagraphs(at(chart, 'chart/title/tx/rich'), { lists: [], color: null, fontScale: 1 }, ctx.deck, rel!.target)).trim();
  ctx.warn(title ? `chart "${title}"` : 'chart', 'converted to a table of its data');
  return tableBlock(ctx, place, grid, { header: true, borderColor: '#cccccc', borderWidth: 1 });
}

async function readSmartArt(frameEl: XmlElement, ctx: SlideContext, place: Placement): Promise<Block[]> {
  const relId = relAttr(at(frameEl, 'graphic/graphicData/relIds'), 'dm');
  const rel = relId ? (await ctx.deck.pkg.rels(ctx.part)).get(relId) : undefined;
  const data = rel ? await ctx.deck.pkg.xml(rel.target) : null;
  const texts: string[] = [];
  for (const pt of childrenNamed(child(data, 'ptLst'), 'pt')) {
    const type = attr(pt, 'type') ?? 'node';
    if (type !== 'node') continue;
    const text = plainText(await readParagraphs(child(pt, 't'), { lists: [], color: null, fontScale: 1 }, ctx.deck, rel!.target)).trim();
    if (text) texts.push(text);
  }
  if (!texts.length) {
    ctx.warn('SmartArt', 'dropped: it holds no text');
    return [];
  }
  ctx.warn('SmartArt', 'converted to a table of its text');
  return tableBlock(ctx, place, texts.map((t) => [t]), { borderColor: '#cccccc', borderWidth: 1 });
}

/** A graphic frame's content as blocks. */
export async function readGraphicFrame(el: XmlElement, ctx: SlideContext, frame: Frame): Promise<Block[]> {
  const place = placement(child(el, 'xfrm'), frame);
  const data = at(el, 'graphic/graphicData');
  if (!place || !data) return [];
  const uri = attr(data, 'uri') ?? '';
  if (uri.endsWith('/table')) {
    const tbl = child(data, 'tbl');
    return tbl ? readTable(tbl, ctx, place) : [];
  }
  if (uri.endsWith('/chart') || uri.endsWith('/chartex')) return readChart(el, ctx, place);
  if (uri.endsWith('/diagram')) return readSmartArt(el, ctx, place);
  // Embedded objects (OLE, equations saved as objects) carry the picture PowerPoint shows for them.
  const pic = elements(data).flatMap((o) => [o, ...elements(o)]).find((e) => e.localName === 'pic');
  if (pic) {
    ctx.warn('embedded object', 'kept as its picture');
    return readPic(pic, ctx, frame, place);
  }
  ctx.warn('embedded object', 'dropped: it has no picture to show');
  return [];
}
