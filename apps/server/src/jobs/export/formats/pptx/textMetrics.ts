/**
 * Font metrics for the PPTX writer's text heights: the width of a text in the deck font the player loads (its
 * @fontsource file) and in the font this machine's fontconfig gives for the same name (what LibreOffice draws with
 * when the deck font is not installed), whichever is wider, so a box is tall enough for either. pdfkit (already the
 * server's PDF writer) reads the font files through fontkit.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { THEME_FONT_FACES } from '@podium/deck';
import type { MeasureWidth } from '@podium/deck/export/pptx';

const require = createRequire(import.meta.url);
/** Words remembered per family and weight (a process exports many decks; their words repeat). */
const MAX_CACHED_WORDS = 50_000;

/** The @fontsource file of a theme family (its Latin subset), bold or regular; null when the family has none. */
function fontsourceFile(family: string, bold: boolean): string | null {
  const face = Object.values(THEME_FONT_FACES).find((f) => f.family.toLowerCase() === family.toLowerCase());
  if (!face?.fontsource) return null;
  for (const weight of bold ? [700, 400] : [400]) {
    try {
      return require.resolve(`@fontsource/${face.fontsource}/files/${face.fontsource}-latin-${weight}-normal.woff`);
    } catch {
      // this weight is not shipped; try the next
    }
  }
  return null;
}

/** The file fontconfig picks for a family on this machine; null without fontconfig. */
function systemFile(family: string, bold: boolean): string | null {
  try {
    const file = execFileSync('fc-match', ['-f', '%{file}', `${family}:weight=${bold ? 200 : 80}`], { encoding: 'utf8', timeout: 5000 }).trim();
    return file || null;
  } catch {
    return null;
  }
}

/** The characters measured up front: ASCII, Latin-1, Latin Extended-A and typographic punctuation. */
const RANGES: Array<[number, number]> = [[0x20, 0x7e], [0xa0, 0x17f], [0x2010, 0x203a]];

/**
 * Each measured character's width at size 1 in a font file (null when the file cannot be read). The font is read,
 * measured and let go: keeping fontkit's parsed fonts for a process cost tens of MiB.
 */
function charTable(file: string): Map<string, number> | null {
  try {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.font(file).fontSize(1);
    const table = new Map<string, number>();
    for (const [from, to] of RANGES) {
      for (let cp = from; cp <= to; cp += 1) table.set(String.fromCodePoint(cp), doc.widthOfString(String.fromCodePoint(cp)));
    }
    return table;
  } catch {
    return null;
  }
}

/**
 * Measures with every candidate file of a family and keeps the widest. Widths are summed per character: shaping
 * every word took a millisecond a word, and kerning, left out, changes a line by a few px. A character outside the
 * measured ranges counts as the font's widest letter.
 */
export function createTextMetrics(): MeasureWidth {
  const tables = new Map<string, Array<{ widths: Map<string, number>; fallback: number }>>();
  const words = new Map<string, Map<string, number>>();
  const tablesOf = (family: string, bold: boolean) => {
    const key = `${family}\u0000${bold}`;
    let list = tables.get(key);
    if (!list) {
      list = [...new Set([fontsourceFile(family, bold), systemFile(family, bold)].filter((f): f is string => Boolean(f)))]
        .map((file) => charTable(file))
        .filter((t): t is Map<string, number> => t !== null)
        .map((widths) => ({ widths, fallback: Math.max(...['M', 'W', 'm', 'w'].map((c) => widths.get(c) ?? 0)) }));
      tables.set(key, list);
    }
    return list;
  };
  return (text, fontPx, bold, family) => {
    const key = `${family}\u0000${bold}`;
    let cache = words.get(key);
    if (!cache) words.set(key, (cache = new Map()));
    let width = cache.get(text);
    if (width === undefined) {
      const list = tablesOf(family, bold);
      width = list.length ? 0 : text.length * (bold ? 0.6 : 0.55);
      for (const { widths, fallback } of list) {
        let w = 0;
        for (const char of text) w += widths.get(char) ?? fallback;
        width = Math.max(width, w);
      }
      if (cache.size < MAX_CACHED_WORDS) cache.set(text, width);
    }
    return width * fontPx;
  };
}
