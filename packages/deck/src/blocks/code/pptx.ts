/** A code block in PowerPoint: monospace runs in its theme's highlight colours on the theme's background. */
import { CODE_BLOCK } from '@podium/shared';
import { CODE_FONT } from '../../themes/fonts.js';
import { DEFAULT_CODE_PALETTE, codeRuns } from '../../export/pptx/code.js';
import { textFrame } from '../../export/pptx/frames.js';
import { points } from '../../export/pptx/units.js';
import type { BlockPptxWriter } from '../types.js';

export const codeToPptx: BlockPptxWriter<'code'> = (w, block, box) => {
  const p = block.props;
  const palette = w.resources.codePalette?.(p.theme) ?? DEFAULT_CODE_PALETTE;
  const runs = codeRuns(p.code, p.language, palette, { fontFace: CODE_FONT.family, fontSize: points(CODE_BLOCK.baseSize), lineNumbers: p.lineNumbers });
  w.text(runs, {
    ...textFrame(w, block, box), fill: { color: palette.background }, margin: points(CODE_BLOCK.baseSize),
    lineSpacingMultiple: CODE_BLOCK.lineHeight / 1.2,
  });
  if (p.highlight) w.warn(block, 'code line highlights', 'shown all at once');
};
