/** A text block in PowerPoint: its HTML as paragraphs and runs in a text box (never a picture). */
import { CODE_FONT } from '../../themes/fonts.js';
import { BASE_TEXT, textFrame, transparencyWith } from '../../export/pptx/frames.js';
import { htmlToRuns } from '../../export/pptx/text.js';
import type { BlockPptxWriter } from '../types.js';

export const textToPptx: BlockPptxWriter<'text'> = (w, block, box) => {
  const runs = htmlToRuns(block.props.html, {
    ...BASE_TEXT, fontFace: w.theme.fontFamily, color: w.theme.textHex, linkColor: w.theme.accentHex, monoFace: CODE_FONT.family,
  });
  if (block.opacity < 1) for (const run of runs) run.options = { ...run.options, transparency: transparencyWith(0, block.opacity) };
  w.text(runs, textFrame(w, block, box));
};
