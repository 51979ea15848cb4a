/**
 * The height a text block's text takes as the player draws it, from the runs the PPTX writer made of its HTML: each
 * paragraph's words laid out greedily on lines of the box's width (a word wider than a line is broken, as the player's
 * `overflow-wrap: break-word` does, unless the block keeps words whole), each line as tall as its largest text times
 * the line height, and the player's space below each paragraph but the last. Widths come from the host's font metrics
 * when it has them, else from a generous average glyph width, so the box errs on the tall side.
 */
import type PptxGenJS from 'pptxgenjs';
import { DECK_LINE_HEIGHT } from '../../render/typography.js';

type Run = PptxGenJS.TextProps;

/** The width in px of `text` at `fontPx` in a family (bold or not). */
export type MeasureWidth = (text: string, fontPx: number, bold: boolean, family: string) => number;

/** Without font metrics: an average glyph a little wider than most text faces' (0.55 em, 0.6 em bold). */
export const estimateWidth: MeasureWidth = (text, fontPx, bold) => text.length * fontPx * (bold ? 0.6 : 0.55);

/** PowerPoint's single line spacing is about 1.2 × the font size (text.ts writes the CSS line height divided by it). */
const PPT_SINGLE_LINE = 1.2;
/** The player's space below a paragraph (`p { margin: 0 0 0.4em }`) and a list's indent (`padding-left: 1.2em`). */
const PARAGRAPH_GAP_EM = 0.4;
const LIST_INDENT_EM = 1.2;

export interface TextLayout {
  /** No wrapping at all (`white-space: nowrap`): each paragraph and line break is one line. */
  wrap: boolean;
  /** Words wider than a line stay whole on their own line (`overflow-wrap: normal`) instead of being broken. */
  breakWords: boolean;
}

/** The text height in px of runs laid out `widthPx` wide. */
export function runsHeight(runs: readonly Run[], widthPx: number, measure: MeasureWidth, family: string, layout: TextLayout = { wrap: true, breakWords: true }): number {
  const paragraphs: Run[][] = [[]];
  for (const run of runs) {
    paragraphs[paragraphs.length - 1]!.push(run);
    if (run.options?.breakLine) paragraphs.push([]);
  }
  if (!paragraphs[paragraphs.length - 1]!.length) paragraphs.pop();
  let height = 0;
  for (const [i, paragraph] of paragraphs.entries()) {
    const sizes = paragraph.map((r) => (r.options?.fontSize ?? 24) / 0.75);
    const biggest = Math.max(...sizes);
    const lineHeight = (paragraph[0]?.options?.lineSpacingMultiple ?? DECK_LINE_HEIGHT / PPT_SINGLE_LINE) * PPT_SINGLE_LINE;
    const bullet = paragraph[0]?.options?.bullet;
    const indent = bullet ? LIST_INDENT_EM * biggest * ((paragraph[0]?.options?.indentLevel ?? 0) + 1) : 0;
    const width = Math.max(1, widthPx - indent);
    // Lines as lists of their runs' largest size.
    const lines: number[] = [];
    let lineWidth = 0;
    let lineSize = 0;
    const newLine = () => {
      lines.push(lineSize || biggest);
      lineWidth = 0;
      lineSize = 0;
    };
    for (const [r, run] of paragraph.entries()) {
      if (run.options?.softBreakBefore && (lineWidth > 0 || lines.length || r > 0)) newLine();
      const size = sizes[r]!;
      const bold = Boolean(run.options?.bold);
      const face = run.options?.fontFace ?? family;
      for (const token of (run.text ?? '').split(/(\s+)/)) {
        if (!token) continue;
        const w = measure(token, size, bold, face);
        const space = /^\s+$/.test(token);
        if (layout.wrap && !space && lineWidth > 0 && lineWidth + w > width) newLine();
        if (space && lineWidth === 0) continue;
        if (layout.wrap && layout.breakWords && !space && w > width) {
          // A word broken over lines: the full lines it fills, the rest starts the next.
          const full = Math.floor(w / width);
          for (let k = 0; k < full; k += 1) {
            lineSize = Math.max(lineSize, size);
            newLine();
          }
          lineWidth = w - full * width;
          lineSize = lineWidth > 0 ? size : 0;
          continue;
        }
        lineWidth += w;
        lineSize = Math.max(lineSize, size);
      }
    }
    if (lineWidth > 0 || lineSize > 0 || lines.length === 0) newLine();
    height += lines.reduce((sum, size) => sum + size * lineHeight, 0);
    if (i < paragraphs.length - 1) height += PARAGRAPH_GAP_EM * biggest;
  }
  return height;
}
