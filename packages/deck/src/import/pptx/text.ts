/**
 * DrawingML text bodies as a text block's HTML. Paragraph and run properties are inherited level by level, from the
 * deck's default text style or the master's title/body styles, through the master's and layout's placeholder list
 * styles and the shape's own, down to the paragraph and run; the result is written out explicitly (size, colour,
 * font, alignment, line height on every paragraph and run) so the text looks the same whatever the deck theme is.
 */
import { escapeAttr, escapeText } from '../../html/escape.js';
import { cssColor, readColor, type Rgba } from './color.js';
import { fontPx, type DeckContext, type ListStyleSource } from './context.js';
import { effectCss } from './effects.js';
import { attr, at, child, childrenNamed, elements, num, relAttr, type XmlElement } from './xml.js';

/** Run properties, after inheritance. */
export interface RunStyle {
  sz?: number;
  b?: boolean;
  i?: boolean;
  u?: boolean;
  strike?: boolean;
  color?: Rgba;
  font?: string;
  baseline?: number;
  /** CSS text-shadow from the run's own outer shadow. */
  shadow?: string;
  /** The run's effects CSS cannot show (glow, reflection…), for the report. */
  droppedEffects?: string[];
}

type Bullet = { kind: 'none' } | { kind: 'char'; char: string } | { kind: 'number'; scheme: string; start: number };

/** Paragraph properties, after inheritance. */
export interface ParaStyle {
  algn?: string;
  /** Line spacing as a percentage of single spacing (100 = single). */
  lnSpcPct?: number;
  /** Line spacing in hundredths of a point. */
  lnSpcPts?: number;
  /** Space before and after the paragraph: hundredths of a point (`pts`) or a percentage of the line (`pct`). */
  spcBef?: { pts?: number; pct?: number };
  spcAft?: { pts?: number; pct?: number };
  bullet?: Bullet;
  run: RunStyle;
}

/** Where a text body's styles come from, lowest priority first (list styles of masters, layouts, the shape). */
export interface TextInheritance {
  lists: ListStyleSource[];
  /** Colour when nothing sets one (the shape style's font colour, else the theme's text colour). */
  color: Rgba | null;
  /** Extra scale from `normAutofit fontScale` (1 when none). */
  fontScale: number;
  /**
   * The shape style's font colour (`p:style/a:fontRef`): over the colours the master's and presentation's text styles
   * give (as PowerPoint draws a shape's text), under the shape's own list style and runs.
   */
  styleColor?: Rgba | null;
  /** CSS text-shadow for every run (the outer shadow of a text box without fill). */
  shadow?: string;
}

function readRun(el: XmlElement | null, deck: DeckContext): RunStyle {
  if (!el) return {};
  const out: RunStyle = {};
  const sz = num(el, 'sz');
  if (sz !== undefined) out.sz = sz;
  const b = attr(el, 'b');
  if (b !== undefined) out.b = b === '1' || b === 'true';
  const i = attr(el, 'i');
  if (i !== undefined) out.i = i === '1' || i === 'true';
  const u = attr(el, 'u');
  if (u !== undefined) out.u = u !== 'none';
  const strike = attr(el, 'strike');
  if (strike !== undefined) out.strike = strike !== 'noStrike';
  const baseline = num(el, 'baseline');
  if (baseline !== undefined) out.baseline = baseline;
  const fill = child(el, 'solidFill');
  const color = fill ? readColor(fill, deck.scheme) : null;
  if (color) out.color = color;
  const latin = attr(child(el, 'latin'), 'typeface');
  if (latin) out.font = themeFont(latin, deck);
  const effects = child(el, 'effectLst');
  if (effects) {
    const { shadow, dropped } = effectCss(effects, deck);
    if (shadow) out.shadow = shadow;
    if (dropped.length) out.droppedEffects = dropped;
  }
  return out;
}

/** `+mj-lt` and `+mn-lt` name the theme's heading and body fonts. */
function themeFont(face: string, deck: DeckContext): string {
  if (face.startsWith('+mj')) return deck.fonts.major;
  if (face.startsWith('+mn')) return deck.fonts.minor;
  return face;
}

function readPara(el: XmlElement | null, deck: DeckContext): ParaStyle {
  const out: ParaStyle = { run: readRun(child(el, 'defRPr'), deck) };
  if (!el) return out;
  const algn = attr(el, 'algn');
  if (algn) out.algn = algn;
  const pct = num(at(el, 'lnSpc/spcPct'), 'val');
  if (pct !== undefined) out.lnSpcPct = pct / 1000;
  const pts = num(at(el, 'lnSpc/spcPts'), 'val');
  if (pts !== undefined) out.lnSpcPts = pts;
  for (const [name, key] of [['spcBef', 'spcBef'], ['spcAft', 'spcAft']] as const) {
    const spc = child(el, name);
    const spcPts = num(child(spc, 'spcPts'), 'val');
    const spcPct = num(child(spc, 'spcPct'), 'val');
    if (spcPts !== undefined) out[key] = { pts: spcPts };
    else if (spcPct !== undefined) out[key] = { pct: spcPct / 1000 };
  }
  if (child(el, 'buNone')) out.bullet = { kind: 'none' };
  const buChar = attr(child(el, 'buChar'), 'char');
  if (buChar !== undefined) out.bullet = { kind: 'char', char: buChar };
  const auto = child(el, 'buAutoNum');
  if (auto) out.bullet = { kind: 'number', scheme: attr(auto, 'type') ?? 'arabicPeriod', start: num(auto, 'startAt') ?? 1 };
  return out;
}

function mergePara(base: ParaStyle, over: ParaStyle): ParaStyle {
  const merged: ParaStyle = { ...base, ...stripUndefined(over), run: { ...base.run, ...stripUndefined(over.run) } };
  if (over.lnSpcPct !== undefined) delete merged.lnSpcPts;
  if (over.lnSpcPts !== undefined) delete merged.lnSpcPct;
  return merged;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== undefined && k !== 'run')) as Partial<T>;
}

/** The paragraph style of `level` (0-based) from a chain of list styles. */
function levelStyle(lists: ListStyleSource[], level: number, deck: DeckContext): ParaStyle {
  let style: ParaStyle = { run: {} };
  for (const list of lists) {
    if (!list) continue;
    style = mergePara(style, readPara(child(list, `lvl${level + 1}pPr`), deck));
  }
  return style;
}

/** One run of text with its final style. */
export interface TextRun {
  text: string;
  style: RunStyle;
  link?: string;
  /** A line break (`a:br`). */
  br?: boolean;
}

/** One paragraph with its final style and runs. */
export interface TextParagraph {
  level: number;
  style: ParaStyle;
  runs: TextRun[];
}

/** Reads a text body's paragraphs with inherited styles resolved. */
export async function readParagraphs(txBody: XmlElement | null, inherit: TextInheritance, deck: DeckContext, part: string): Promise<TextParagraph[]> {
  if (!txBody) return [];
  const own = child(txBody, 'lstStyle');
  const rels = await deck.pkg.rels(part);
  const out: TextParagraph[] = [];
  for (const p of childrenNamed(txBody, 'p')) {
    const pPr = child(p, 'pPr');
    const level = Math.min(8, Math.max(0, num(pPr, 'lvl') ?? 0));
    const inherited = levelStyle(inherit.lists, level, deck);
    if (inherit.styleColor) inherited.run = { ...inherited.run, color: inherit.styleColor };
    const style = mergePara(mergePara(inherited, levelStyle([own], level, deck)), readPara(pPr, deck));
    const runs: TextRun[] = [];
    for (const r of elements(p)) {
      if (r.localName === 'br') {
        runs.push({ text: '', br: true, style: { ...style.run, ...stripUndefined(readRun(child(r, 'rPr'), deck)) } });
        continue;
      }
      if (r.localName !== 'r' && r.localName !== 'fld') continue;
      const rPr = child(r, 'rPr');
      const run: TextRun = { text: child(r, 't')?.textContent ?? '', style: { ...style.run, ...stripUndefined(readRun(rPr, deck)) } };
      const linkId = relAttr(child(rPr, 'hlinkClick'), 'id');
      const rel = linkId ? rels.get(linkId) : undefined;
      if (rel?.external && /^(https?:|mailto:)/i.test(rel.target)) run.link = rel.target;
      runs.push(run);
    }
    if (!runs.length) {
      const end = readRun(child(p, 'endParaRPr'), deck);
      out.push({ level, style: { ...style, run: { ...style.run, ...stripUndefined(end) } }, runs: [] });
    } else {
      out.push({ level, style, runs });
    }
  }
  return out;
}

/** The text of paragraphs, one line per paragraph (line breaks kept). */
export function plainText(paragraphs: TextParagraph[]): string {
  return paragraphs.map((p) => p.runs.map((r) => (r.br ? '\n' : r.text)).join('')).join('\n');
}

const ALIGN: Record<string, string> = { l: 'left', ctr: 'center', r: 'right', just: 'justify', dist: 'justify' };
/** PowerPoint's single line spacing is about 1.2 × the font size (CSS line-height is a multiple of the size). */
const SINGLE_LINE = 1.2;
/** PowerPoint's size when no style sets one: 18 pt. */
const DEFAULT_SZ = 1800;

const SERIF = /(times|georgia|cambria|garamond|palatino|book|serif|baskerville|caslon|didot|bodoni|century|minion|caladea)/i;
const MONO = /(courier|consolas|mono|menlo|inconsolata|code)/i;

/** The generic family a face falls back to where it is not installed (Calibri is rarely there in a browser). */
function genericFamily(face: string): string {
  if (MONO.test(face)) return 'monospace';
  if (SERIF.test(face) && !/sans/i.test(face)) return 'serif';
  return 'sans-serif';
}

function runCss(style: RunStyle, inherit: TextInheritance): string {
  const decl: string[] = [];
  const size = Math.round(fontPx(style.sz ?? DEFAULT_SZ) * inherit.fontScale * 100) / 100;
  decl.push(`font-size: ${size}px`);
  const color = style.color ?? inherit.color;
  if (color) decl.push(`color: ${cssColor(color)}`);
  if (style.font && /^[A-Za-z0-9 _-]+$/.test(style.font)) decl.push(`font-family: '${style.font}', ${genericFamily(style.font)}`);
  const shadow = style.shadow ?? inherit.shadow;
  if (shadow) decl.push(`text-shadow: ${shadow}`);
  return decl.join('; ');
}

function runHtml(run: TextRun, inherit: TextInheritance): string {
  if (run.br) return '<br>';
  let html = escapeText(run.text);
  if (!html) return '';
  const s = run.style;
  if (s.baseline && s.baseline > 0) html = `<sup>${html}</sup>`;
  if (s.baseline && s.baseline < 0) html = `<sub>${html}</sub>`;
  if (s.strike) html = `<s>${html}</s>`;
  if (s.u) html = `<u>${html}</u>`;
  if (s.i) html = `<em>${html}</em>`;
  if (s.b) html = `<strong>${html}</strong>`;
  html = `<span style="${runCss(s, inherit)}">${html}</span>`;
  if (run.link) html = `<a href="${escapeAttr(run.link)}">${html}</a>`;
  return html;
}

/** Paragraph spacing in px: points, or a percentage of the paragraph's line. */
function spacingPx(spc: { pts?: number; pct?: number } | undefined, sizePx: number): number {
  if (!spc) return 0;
  const px = spc.pts !== undefined ? fontPx(spc.pts) : ((spc.pct ?? 0) / 100) * sizePx * SINGLE_LINE;
  return Math.round(px * 100) / 100;
}

/**
 * A paragraph's CSS. Its font (size, colour, family) is the first run's: the paragraph's own font sets the height
 * of every line (the CSS strut), which must be the text's, not the deck's 32 px; margins are PowerPoint's spacing.
 */
function paraCss(p: TextParagraph, inherit: TextInheritance): string {
  const decl = [`text-align: ${ALIGN[p.style.algn ?? 'l'] ?? 'left'}`];
  if (p.style.lnSpcPts !== undefined) decl.push(`line-height: ${Math.round(fontPx(p.style.lnSpcPts) * 100) / 100}px`);
  else decl.push(`line-height: ${Math.round(((p.style.lnSpcPct ?? 100) / 100) * SINGLE_LINE * 1000) / 1000}`);
  const font = p.runs.find((r) => !r.br && r.text)?.style ?? p.style.run;
  const sizePx = fontPx(font.sz ?? DEFAULT_SZ) * inherit.fontScale;
  decl.push(`margin: ${spacingPx(p.style.spcBef, sizePx)}px 0 ${spacingPx(p.style.spcAft, sizePx)}px`);
  decl.push(runCss(font, inherit));
  return decl.join('; ');
}

const NUMBER_TYPES: Record<string, string> = { alphaLc: 'a', alphaUc: 'A', romanLc: 'i', romanUc: 'I' };

/** Paragraphs as HTML: plain paragraphs as `<p>`, bulleted and numbered ones as (nested) lists. */
export function paragraphsHtml(paragraphs: TextParagraph[], inherit: TextInheritance): string {
  let html = '';
  const open: string[] = [];
  const closeTo = (depth: number) => {
    while (open.length > depth) html += `</li></${open.pop()}>`;
  };
  for (const p of paragraphs) {
    const content = p.runs.map((r) => runHtml(r, inherit)).join('') || '<br>';
    const bullet = p.style.bullet;
    if (!bullet || bullet.kind === 'none' || !p.runs.length) {
      closeTo(0);
      html += `<p style="${paraCss(p, inherit)}">${content}</p>`;
      continue;
    }
    const tag = bullet.kind === 'number' ? 'ol' : 'ul';
    const depth = p.level + 1;
    closeTo(depth);
    if (open.length === depth) {
      if (open[depth - 1] === tag) html += '</li>';
      else closeTo(depth - 1);
    }
    while (open.length < depth) {
      if (open.length < depth - 1) {
        html += '<ul><li>';
        open.push('ul');
        continue;
      }
      const numbering = bullet.kind === 'number' ? bullet : null;
      const type = numbering ? NUMBER_TYPES[numbering.scheme.replace(/(Period|ParenR|ParenBoth|Plain)$/, '')] : undefined;
      const attrs = [type ? ` type="${type}"` : '', numbering && numbering.start !== 1 ? ` start="${numbering.start}"` : ''].join('');
      html += `<${tag}${attrs}>`;
      open.push(tag);
    }
    html += `<li style="${paraCss(p, inherit)}">${content}`;
  }
  closeTo(0);
  return html;
}

/** How a text body fits its box: `shrink` (normAutofit), `grow` (spAutoFit, the box grows with the text) or none. */
export type BodyFit = 'none' | 'shrink' | 'grow';

/** The box styles of a text body: insets (as the block's padding), anchoring, wrapping and auto-fit. */
export function bodyProps(bodyPrs: Array<XmlElement | null>): { insets: [number, number, number, number]; anchor: string; fontScale: number; wrap: boolean; fit: BodyFit } {
  let insets: [number, number, number, number] = [91440, 45720, 91440, 45720];
  let anchor = 't';
  let fontScale = 1;
  let wrap = true;
  let fit: BodyFit = 'none';
  for (const b of bodyPrs) {
    if (!b) continue;
    insets = [num(b, 'lIns') ?? insets[0], num(b, 'tIns') ?? insets[1], num(b, 'rIns') ?? insets[2], num(b, 'bIns') ?? insets[3]];
    anchor = attr(b, 'anchor') ?? anchor;
    const wrapAttr = attr(b, 'wrap');
    if (wrapAttr) wrap = wrapAttr !== 'none';
    const norm = child(b, 'normAutofit');
    if (norm) {
      fit = 'shrink';
      fontScale = (num(norm, 'fontScale') ?? 100000) / 100000;
    } else if (child(b, 'spAutoFit')) {
      fit = 'grow';
      fontScale = 1;
    } else if (child(b, 'noAutofit')) {
      fit = 'none';
      fontScale = 1;
    }
  }
  return { insets, anchor, fontScale, wrap, fit };
}
