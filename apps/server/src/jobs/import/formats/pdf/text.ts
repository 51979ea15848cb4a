/**
 * The text pdf.js finds on a page, joined into lines (items on one baseline with small gaps), each line placed in
 * deck px: its left edge, its baseline, its size and its angle.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Util } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
}

/** Lines of text on a page drawn at `scale` (deck px per PDF unit). */
export async function pageLines(page: PDFPageProxy, scale: number): Promise<TextLine[]> {
  const viewport = page.getViewport({ scale });
  const content = await page.getTextContent();
  const lines: TextLine[] = [];
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
    const sameLine = current && current.angle === angle && Math.abs(current.baseline - f!) < size * 0.3
      && e! >= current.right - size * 0.5 && e! - current.right < size * 2;
    if (current && sameLine) {
      const gap = e! - current.right;
      const spaced = gap > size * 0.15 && !current.text.endsWith(' ') && !item.str.startsWith(' ');
      current.text += (spaced ? ' ' : '') + item.str;
      current.right = Math.max(current.right, e! + width);
      current.width = current.right - current.x;
      current.size = Math.max(current.size, size);
      continue;
    }
    current = { text: item.str, x: e!, baseline: f!, width, size, angle, right: e! + width };
    lines.push(current);
  }
  return lines
    .map(({ text, x, baseline, width, size, angle }) => ({ text: text.replace(/\s+/g, ' ').trim(), x, baseline, width, size, angle }))
    .filter((l) => l.text);
}
