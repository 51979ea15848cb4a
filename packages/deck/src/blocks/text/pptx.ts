/**
 * A text block in PowerPoint: its HTML as paragraphs and runs in a text box (never a picture) with the box's fill, text
 * colour, size and font, as tall as the player draws its text, so the text never runs out of the box in PowerPoint or
 * LibreOffice.
 */
import { CODE_FONT } from '../../themes/fonts.js';
import type { Box } from '../../export/pptx/context.js';
import { BASE_TEXT, textFrame, transparencyWith } from '../../export/pptx/frames.js';
import { htmlToRuns } from '../../export/pptx/text.js';
import { estimateWidth, runsHeight } from '../../export/pptx/textHeight.js';
import { textShadowOf } from '../../export/pptx/shadow.js';
import type { BlockPptxWriter } from '../types.js';
import { TEXT_STYLE_CSS, type TextStyle } from './props.js';

/** The box grown to `h` with its top edge where it was (PowerPoint turns a box about its centre). */
function grown(box: Box, h: number): Box {
  if (h <= box.h) return box;
  const half = (h - box.h) / 2;
  const r = (box.rotation * Math.PI) / 180;
  // The centre moves down the box's own vertical axis by half the growth.
  const cx = box.x + box.w / 2 - Math.sin(r) * half;
  const cy = box.y + box.h / 2 + Math.cos(r) * half;
  return { ...box, x: cx - box.w / 2, y: cy - h / 2, h };
}

/**
 * The box's own styles (colour, size, family, alignment, line height, letter spacing; slides.com writes them on the
 * box) around its HTML, so the runs inherit them as the player's text does; the background is the box's fill instead.
 */
function styledHtml(html: string, style: TextStyle | undefined): string {
  const css = TEXT_STYLE_CSS.filter(([key]) => key !== 'background' && style?.[key] !== undefined).map(([key, property]) => `${property}:${style![key]}`);
  return css.length ? `<div style="${css.join(';')}">${html}</div>` : html;
}

export const textToPptx: BlockPptxWriter<'text'> = (w, block, box) => {
  const { style, autoHeight, shrinkText } = block.props;
  const runs = htmlToRuns(styledHtml(block.props.html, style), {
    ...BASE_TEXT, fontFace: w.theme.fontFamily, color: w.theme.textHex, linkColor: w.theme.accentHex, monoFace: CODE_FONT.family,
  });
  if (block.opacity < 1) for (const run of runs) run.options = { ...run.options, transparency: transparencyWith(0, block.opacity) };
  const background = w.color(style?.background);
  const wrap = style?.whiteSpace === 'nowrap' || style?.whiteSpace === 'pre' ? false : undefined;
  const padding = block.padding ?? 0;
  const border = block.border?.width ?? 0;
  const textHeight = runsHeight(runs, box.w - 2 * (padding + border), w.resources.measureText ?? estimateWidth, w.theme.fontFamily, {
    wrap: wrap !== false, breakWords: style?.overflowWrap !== 'normal',
  });
  const shadow = textShadowOf(block.props.html, w.theme.textHex);
  w.text(runs, {
    ...textFrame(w, block, grown(box, Math.ceil(textHeight + 2 * (padding + border))), {
      ...(wrap === false ? { wrap } : {}), fit: autoHeight ? 'resize' : shrinkText ? 'shrink' : 'none',
    }),
    ...(shadow ? { shadow } : {}),
    ...(background && background.transparency < 100 ? { fill: { color: background.hex, transparency: transparencyWith(background.transparency, block.opacity) } } : {}),
  });
};
