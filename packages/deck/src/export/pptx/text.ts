/**
 * Rich text (a text block's HTML) as PowerPoint paragraphs and runs: bold, italic, underline, strike, colour, size,
 * font, letter spacing, links, alignment, line height, bullet and numbered lists. Sizes follow the deck typography (32 px base,
 * h1 2.2em, h2 1.6em, h3 1.3em), so a slide reads the same in PowerPoint as in the player.
 */
import type PptxGenJS from 'pptxgenjs';
import type { AnyNode, Element } from 'domhandler';
import { isElement, parseFragment } from '../../html/dom.js';
import { parseStyle } from '../../html/style.js';
import { pptxColor, points } from './units.js';

type Run = PptxGenJS.TextProps;
type RunOptions = NonNullable<Run['options']>;

/** What the text inherits where it sits (theme font and colour, base size). */
export interface TextDefaults {
  fontFace: string;
  color: string;
  /** Link colour (the theme accent), `RRGGBB`. */
  linkColor: string;
  /** Base size in CSS px. */
  fontPx: number;
  align: 'left' | 'center' | 'right' | 'justify';
  /** CSS line-height as a multiple of the font size. */
  lineHeight: number;
  /** Monospace family for inline code. */
  monoFace: string;
}

/** What one run carries while walking down the tree. */
interface Inherited {
  fontPx: number;
  run: RunOptions;
}

/** Paragraph-level settings. */
interface Para {
  align: TextDefaults['align'];
  lineHeight: number;
  bullet?: RunOptions['bullet'];
  indentLevel?: number;
}

const HEADING_EM: Record<string, number> = { h1: 2.2, h2: 1.6, h3: 1.3, h4: 1.1, h5: 1, h6: 0.9 };
const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre', 'ul', 'ol']);
/** PowerPoint's single line spacing is about 1.2 × the font size; CSS line-height is a multiple of the size itself. */
const PPT_SINGLE_LINE = 1.2;
const ALIGNS = new Set(['left', 'center', 'right', 'justify']);

/** A CSS font-size in px (`24px`, `1.5em`, `150%`, `18pt`) relative to the parent's size; undefined when unreadable. */
function fontSizePx(raw: string | undefined, parentPx: number): number | undefined {
  const m = /^(\d*\.?\d+)(px|em|rem|%|pt)?$/.exec(raw?.trim() ?? '');
  if (!m) return undefined;
  const n = Number(m[1]);
  switch (m[2]) {
    case 'em': case 'rem': return n * parentPx;
    case '%': return (n / 100) * parentPx;
    case 'pt': return n / 0.75;
    default: return n;
  }
}

/** A CSS letter-spacing in px (`2px`, `0.1em`, `1pt`, `normal` → 0) at the run's font size; undefined when unreadable. */
function letterSpacingPx(raw: string | undefined, fontPx: number): number | undefined {
  const value = raw?.trim();
  if (value === 'normal') return 0;
  const m = /^(-?\d*\.?\d+)(px|em|rem|pt)?$/.exec(value ?? '');
  if (!m) return undefined;
  const n = Number(m[1]);
  if (m[2] === 'em' || m[2] === 'rem') return n * fontPx;
  return m[2] === 'pt' ? n / 0.75 : n;
}

/** The first family of a CSS font-family list, unquoted. */
function firstFamily(raw: string | undefined): string | undefined {
  const first = raw?.split(',')[0]?.trim().replace(/^['"]|['"]$/g, '');
  return first || undefined;
}

/** Inline formatting an element adds to what it inherits. */
function inlineStyle(el: Element, inherited: Inherited, defaults: TextDefaults): Inherited {
  const run: RunOptions = { ...inherited.run };
  let fontPx = inherited.fontPx;
  const tag = el.name;
  if (tag === 'strong' || tag === 'b' || tag in HEADING_EM) run.bold = true;
  if (tag === 'em' || tag === 'i') run.italic = true;
  if (tag === 'u' || tag === 'ins') run.underline = { style: 'sng' };
  if (tag === 's' || tag === 'strike' || tag === 'del') run.strike = 'sngStrike';
  if (tag === 'sup') run.superscript = true;
  if (tag === 'sub') run.subscript = true;
  if (tag === 'code' || tag === 'pre' || tag === 'kbd') run.fontFace = defaults.monoFace;
  // Headings are sized from what they sit in (the box's own size, when it has one), as in CSS.
  if (tag in HEADING_EM) fontPx = inherited.fontPx * HEADING_EM[tag]!;
  if (tag === 'a' && el.attribs.href) {
    run.hyperlink = { url: el.attribs.href };
    run.color = defaults.linkColor;
  }
  const style = parseStyle(el.attribs.style);
  const color = pptxColor(style.get('color'), defaults.color);
  if (color) run.color = color.hex;
  const highlight = pptxColor(style.get('background-color'));
  if (highlight && highlight.transparency < 100) run.highlight = highlight.hex;
  const size = fontSizePx(style.get('font-size'), fontPx);
  if (size) fontPx = size;
  const spacing = letterSpacingPx(style.get('letter-spacing'), fontPx);
  if (spacing !== undefined) run.charSpacing = points(spacing);
  const family = firstFamily(style.get('font-family'));
  if (family) run.fontFace = family;
  const weight = style.get('font-weight');
  if (weight === 'bold' || Number(weight) >= 600) run.bold = true;
  if (style.get('font-style') === 'italic') run.italic = true;
  const decoration = style.get('text-decoration') ?? style.get('text-decoration-line') ?? '';
  if (decoration.includes('underline')) run.underline = { style: 'sng' };
  if (decoration.includes('line-through')) run.strike = 'sngStrike';
  return { fontPx, run };
}

/** Paragraph settings an element sets for itself and its content. */
function paraStyle(el: Element, para: Para): Para {
  const style = parseStyle(el.attribs.style);
  const align = style.get('text-align') ?? el.attribs.align;
  const lineHeight = Number(style.get('line-height'));
  return {
    ...para,
    ...(align && ALIGNS.has(align) ? { align: align as Para['align'] } : {}),
    ...(Number.isFinite(lineHeight) && lineHeight > 0 ? { lineHeight } : {}),
  };
}

/** Collects paragraphs: each is a list of runs that ends with a line break. */
class ParagraphWriter {
  readonly runs: Run[] = [];
  private current: Run[] = [];
  private para: Para | null = null;

  /** Runs written so far, the open paragraph's included. */
  get size(): number {
    return this.runs.length + this.current.length;
  }

  /** Adds text to the open paragraph (opening one with `para` when none is open). */
  text(value: string, inherited: Inherited, para: Para): void {
    if (!this.para) this.para = para;
    const collapsed = value.replace(/\s+/g, ' ');
    const text = this.current.length === 0 ? collapsed.trimStart() : collapsed;
    if (text) this.current.push({ text, options: { ...inherited.run, fontSize: points(inherited.fontPx) } });
  }

  /** A `<br>`: a line break inside the paragraph. */
  softBreak(inherited: Inherited, para: Para): void {
    if (!this.para) this.para = para;
    this.current.push({ text: '', options: { ...inherited.run, fontSize: points(inherited.fontPx), softBreakBefore: true } });
  }

  /** Ends the open paragraph (an empty one still takes its line when `keepEmpty`). */
  close(keepEmpty = false, fallback?: { inherited: Inherited; para: Para }): void {
    if (this.current.length === 0 && keepEmpty && fallback) {
      this.para = fallback.para;
      this.current.push({ text: '', options: { ...fallback.inherited.run, fontSize: points(fallback.inherited.fontPx) } });
    }
    if (this.current.length === 0 || !this.para) {
      this.para = null;
      return;
    }
    const last = this.current[this.current.length - 1]!;
    last.text = (last.text ?? '').trimEnd();
    const p = this.para;
    const paraOptions: RunOptions = {
      align: p.align,
      lineSpacingMultiple: Math.round((p.lineHeight / PPT_SINGLE_LINE) * 100) / 100,
      ...(p.bullet ? { bullet: p.bullet, indentLevel: p.indentLevel ?? 0 } : {}),
    };
    for (const run of this.current) run.options = { ...paraOptions, ...run.options };
    last.options = { ...last.options, breakLine: true };
    this.runs.push(...this.current);
    this.current = [];
    this.para = null;
  }
}

/** Walks a node list (iteratively deep enough: parseFragment caps nesting). */
function walk(nodes: readonly AnyNode[], inherited: Inherited, para: Para, out: ParagraphWriter, defaults: TextDefaults, listDepth: number): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.text(node.data, inherited, para);
      continue;
    }
    if (!isElement(node)) continue;
    const tag = node.name;
    if (tag === 'br') {
      out.softBreak(inherited, para);
      continue;
    }
    if (tag === 'script' || tag === 'style') continue;
    const style = inlineStyle(node, inherited, defaults);
    if (tag === 'ul' || tag === 'ol') {
      out.close();
      const bullet: RunOptions['bullet'] = tag === 'ol' ? { type: 'number' } : true;
      for (const li of node.children) {
        if (!isElement(li) || li.name !== 'li') continue;
        const liPara = { ...paraStyle(li, para), align: 'left' as const, bullet, indentLevel: listDepth };
        const before = out.size;
        walk(li.children, inlineStyle(li, style, defaults), liPara, out, defaults, listDepth + 1);
        // An empty item keeps its bullet line; one whose text was all in a nested list does not add another.
        out.close(out.size === before, { inherited: style, para: liPara });
      }
      continue;
    }
    if (BLOCK_TAGS.has(tag)) {
      out.close();
      const blockPara = paraStyle(node, para);
      walk(node.children, style, blockPara, out, defaults, listDepth);
      out.close(tag === 'p' || tag in HEADING_EM, { inherited: style, para: blockPara });
      continue;
    }
    walk(node.children, style, para, out, defaults, listDepth);
  }
}

/** A text block's HTML as PowerPoint runs (paragraphs end with `breakLine`). */
export function htmlToRuns(html: string, defaults: TextDefaults): Run[] {
  const out = new ParagraphWriter();
  const base: Inherited = { fontPx: defaults.fontPx, run: { fontFace: defaults.fontFace, color: defaults.color } };
  const para: Para = { align: defaults.align, lineHeight: defaults.lineHeight };
  walk(parseFragment(html), base, para, out, defaults, 0);
  out.close();
  const last = out.runs[out.runs.length - 1];
  // A trailing break would add an empty last line below the text.
  if (last?.options) delete last.options.breakLine;
  return out.runs;
}

/** Plain text (shape labels, table cells) as runs: one paragraph per line. */
export function plainRuns(text: string, options: RunOptions): Run[] {
  const lines = text.split(/\r?\n/);
  return lines.map((line, i) => ({ text: line, options: { ...options, ...(i < lines.length - 1 ? { breakLine: true } : {}) } }));
}
