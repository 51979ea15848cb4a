/**
 * A poll block in PowerPoint: the question in bold over its options as a numbered list (editable text), each with its
 * votes when the export carries the last live session's results.
 */
import type PptxGenJS from 'pptxgenjs';
import { pollPercent, votersLabel, votesLabel } from '@podium/shared';
import { textFrame } from '../../export/pptx/frames.js';
import { points } from '../../export/pptx/units.js';
import { DECK_TEXT_PX } from '../../render/typography.js';
import type { BlockPptxWriter } from '../types.js';

export const pollToPptx: BlockPptxWriter<'poll'> = (w, block, box) => {
  const { question, options, results } = block.props;
  const total = results ? results.counts.reduce((sum, n) => sum + n, 0) : 0;
  const votes = (i: number) => (results ? ` — ${votesLabel(results.counts[i] ?? 0)} (${pollPercent(results.counts[i] ?? 0, total)}%)` : '');
  const color = w.theme.textHex;
  const runs: PptxGenJS.TextProps[] = [
    { text: question, options: { bold: true, breakLine: true, color } },
    ...options.map((option, i) => ({ text: `${option}${votes(i)}`, options: { bullet: { type: 'number' as const }, breakLine: true, color } })),
    ...(results ? [{ text: votersLabel(results.voters), options: { italic: true, color } }] : []),
  ];
  w.text(runs, { ...textFrame(w, block, box), fontFace: w.theme.fontFamily, fontSize: points(DECK_TEXT_PX * 0.75), valign: 'top' });
};
