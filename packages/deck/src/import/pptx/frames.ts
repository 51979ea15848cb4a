/**
 * Graphic frames: native tables (merged cells reported), charts as a table of their data, SmartArt as a one-column
 * table of its text, and embedded objects as the picture PowerPoint shows for them.
 */
import { createBlock } from '../../blocks/registry.js';
import { rowFillOf, TABLE_MAX, type TableAlign, type TableProps } from '../../blocks/table/props.js';
import type { Block } from '../../schema/block.js';
import { cssColor, type Rgba } from './color.js';
import { cellLook, tableFlags, tableStyleOf, type CellLook, type Edge } from './tableLook.js';
import { fontPx, px, type SlideContext } from './context.js';
import { DECK_TEXT_PX } from '../../render/typography.js';
import { placement, type Frame, type Placement } from './geometry.js';
import { boxOf, readPic } from './shapes.js';
import { plainText, readParagraphs } from './text.js';
import { attr, at, child, childrenNamed, elements, num, relAttr, textContent, type XmlElement } from './xml.js';

const CELL_MAX = 10000;

/** A grid of strings as a table block, cut to the table limits (reported). */
type TableLookProps = Partial<Pick<TableProps, 'header' | 'textColor' | 'borderColor' | 'borderWidth' | 'textAlign' | 'headerFill' | 'headerTextColor' | 'fill' | 'bandFill'>>;

function tableBlock(ctx: SlideContext, place: Placement, grid: string[][], extra: TableLookProps = {}): Block[] {
  if (!grid.length || !grid[0]?.length) return [];
  const rows = Math.min(TABLE_MAX, grid.length);
  const cols = Math.min(TABLE_MAX, Math.max(...grid.map((r) => r.length)));
  if (grid.length > TABLE_MAX || grid.some((r) => r.length > TABLE_MAX)) ctx.warn('table', `cut to ${TABLE_MAX} rows and columns`);
  const cells = grid.slice(0, rows).map((r) => Array.from({ length: cols }, (_, c) => (r[c] ?? '').slice(0, CELL_MAX)));
  return [createBlock('table', {
    ...boxOf(place), rotation: 0,
    props: {
      ...extra,
      rows, cols, cells, header: extra.header ?? false,
      textColor: extra.textColor ?? (ctx.darkBackground ? '#ffffff' : '#222222'),
      ...(extra.borderColor ? { borderColor: extra.borderColor, borderWidth: extra.borderWidth ?? 1 } : { borderWidth: 0 }),
    },
  })];
}

const edgeKey = (e: Edge | undefined) => (e?.color && e.width > 0 ? `${cssColor(e.color)} ${Math.round(px(e.width) * 100) / 100}px` : 'none');

async function readTable(tbl: XmlElement, ctx: SlideContext, place: Placement): Promise<Block[]> {
  const tblPr = child(tbl, 'tblPr');
  const flags = tableFlags(tblPr);
  const { style, unresolved } = await tableStyleOf(tblPr, ctx);
  if (unresolved) ctx.warn(`table style ${unresolved}`, 'not defined in the file: shown with the cells\' own colours and borders only');
  const trs = childrenNamed(tbl, 'tr');
  const cols = Math.max(0, ...trs.map((tr) => childrenNamed(tr, 'tc').length));
  const grid: string[][] = [];
  const looks: CellLook[][] = [];
  let merged = false;
  let textAlign: TableAlign | undefined;
  let textPx: number | undefined;
  for (const [r, tr] of trs.entries()) {
    const row: string[] = [];
    const lookRow: CellLook[] = [];
    for (const [c, tc] of childrenNamed(tr, 'tc').entries()) {
      const covered = attr(tc, 'hMerge') === '1' || attr(tc, 'vMerge') === '1';
      if ((num(tc, 'gridSpan') ?? 1) > 1 || (num(tc, 'rowSpan') ?? 1) > 1) merged = true;
      const paragraphs = covered ? [] : await readParagraphs(child(tc, 'txBody'), { lists: [], color: null, fontScale: 1 }, ctx.deck, ctx.part);
      row.push(plainText(paragraphs));
      const look = cellLook(style, flags, child(tc, 'tcPr'), r, c, trs.length, cols, ctx);
      // A run's own colour is over the style's.
      const runColor = paragraphs.flatMap((p) => p.runs).find((run) => run.text && run.style.color)?.style.color;
      if (runColor) look.color = runColor;
      lookRow.push(look);
      const firstText = paragraphs.find((p) => p.runs.some((run) => run.text));
      if (firstText && !textAlign) textAlign = ({ ctr: 'center', r: 'right' } as Record<string, TableAlign>)[firstText.style.algn ?? ''] ?? 'left';
      const size = firstText?.runs.find((run) => run.text)?.style.sz;
      if (firstText && textPx === undefined) textPx = fontPx(size ?? 1800);
    }
    grid.push(row);
    looks.push(lookRow);
  }
  if (merged) ctx.warn('merged table cells', 'split into separate cells (the text stays in the first one)');
  if (place.rotation) ctx.warn('table', 'rotation dropped');
  // Tables show at the deck's base text size: a PowerPoint table much smaller or larger is reported.
  if (textPx !== undefined && Math.abs(textPx / DECK_TEXT_PX - 1) > 0.2) ctx.warn('table text size', 'shown at the deck\'s text size');

  const header = flags.firstRow && trs.length > 1;
  const css = (c: Rgba | null | undefined) => (c ? cssColor(c) : undefined);
  const body = looks.slice(header ? 1 : 0);
  const extra: TableLookProps = {
    header, ...(textAlign ? { textAlign } : {}),
    ...(header && css(looks[0]?.[0]?.fill) ? { headerFill: css(looks[0]![0]!.fill) } : {}),
    ...(header && css(looks[0]?.[0]?.color) ? { headerTextColor: css(looks[0]![0]!.color) } : {}),
    ...(css(body[0]?.[0]?.fill) ? { fill: css(body[0]![0]!.fill) } : {}),
    ...(css(body[1]?.[0]?.fill) && css(body[1]![0]!.fill) !== css(body[0]?.[0]?.fill) ? { bandFill: css(body[1]![0]!.fill) } : {}),
    ...(css((body[0] ?? looks[0])?.find((l) => l.color)?.color) ? { textColor: css((body[0] ?? looks[0])!.find((l) => l.color)!.color) } : {}),
  };
  // One border for the table: the most common inner edge (PowerPoint may draw each edge differently).
  const edges: Array<Edge | undefined> = [];
  for (const [r, row] of looks.entries()) {
    for (const [c, l] of row.entries()) {
      if (r < looks.length - 1) edges.push(l.bottom);
      if (c < row.length - 1) edges.push(l.right);
    }
  }
  const counts = new Map<string, { edge: Edge | undefined; n: number }>();
  for (const e of edges) {
    const key = edgeKey(e);
    counts.set(key, { edge: e, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  const common = [...counts.values()].sort((a, b) => b.n - a.n)[0]?.edge;
  if (common?.color && common.width > 0) {
    extra.borderColor = cssColor(common.color);
    extra.borderWidth = Math.max(0.5, Math.min(20, Math.round(px(common.width) * 100) / 100));
  }
  if (counts.size > 1) ctx.warn('table borders', `drawn as one ${extra.borderColor ? `${extra.borderWidth} px line` : 'style'} (PowerPoint draws ${counts.size} kinds of edge)`);
  // Every cell whose own colour, fill or weight its row's does not show is counted, never silently changed.
  const differing = looks.flatMap((row, r) => row.filter((l) => {
    const isHeader = header && r === 0;
    const shownFill = rowFillOf(extra, r);
    const shownColor = isHeader ? extra.headerTextColor ?? extra.textColor : extra.textColor;
    return (css(l.fill) ?? undefined) !== shownFill || (l.color && css(l.color) !== shownColor) || (l.bold !== undefined && l.bold !== isHeader);
  })).length;
  if (differing) ctx.warn('table cell colours', `${differing} of ${looks.flat().length} cells shown in their row's colours and weight`);
  return tableBlock(ctx, place, grid, extra);
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
