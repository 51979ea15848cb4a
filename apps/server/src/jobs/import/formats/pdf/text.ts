/**
 * The text pdf.js finds on a page, joined into lines (items on one baseline with small gaps), each line placed in
 * deck px: its left edge, its baseline, its size and its angle.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjs } from './pdfjs.js';

export interface TextLine {
  text: string;
  /** Left end of the baseline, px. */
  x: number;
  baseline: number;
  width: number;
  /** Font size, px. */
  size: number;
  /** Degrees clockwise. */
  angle: number;
  /** `serif` when pdf.js finds the line's font is one. */
  family?: string;
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/** pdf.js says `serif` reliably (the font's flags); its `monospace` and `sans-serif` guesses are often wrong. */
const GENERIC = new Set(['serif']);

/** Lines of text on a page drawn at `scale` (deck px per PDF unit). */
export async function pageLines(page: PDFPageProxy, scale: number): Promise<TextLine[]> {
  const { Util } = await pdfjs();
  const viewport = page.getViewport({ scale });
  const content = await page.getTextContent();
  const lines: Array<TextLine & { right: number }> = [];
  let current: (TextLine & { right: number }) | null = null;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as PdfTextItem;
    if (!item.str) continue;
    const [a, b, c, d, e, f] = Util.transform(viewport.transform, item.transform) as number[];
    const size = Math.hypot(c!, d!);
    if (!(size > 0.5)) continue;
    const angle = Math.round((Math.atan2(b!, a!) * 180) / Math.PI * 10) / 10;
    const width = item.width * scale;
    // One block per run of same-sized text: a line mixing sizes is drawn at one size, so it would not line up.
    const sameLine = current && current.angle === angle && Math.abs(current.baseline - f!) < size * 0.3
      && Math.abs(current.size / size - 1) < 0.1
      && e! >= current.right - size * 0.5 && e! - current.right < size * 2;
    if (current && sameLine) {
      const gap = e! - current.right;
      const spaced = gap > size * 0.15 && !current.text.endsWith(' ') && !item.str.startsWith(' ');
      current.text += (spaced ? ' ' : '') + item.str;
      current.right = Math.max(current.right, e! + width);
      current.width = current.right - current.x;
      continue;
    }
    const family = content.styles[item.fontName]?.fontFamily;
    current = { text: item.str, x: e!, baseline: f!, width, size, angle, right: e! + width, ...(family && GENERIC.has(family) ? { family } : {}) };
    lines.push(current);
  }
  return lines
    .map(({ right: _right, ...line }): TextLine => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((l) => l.text);
}
