/** Text block: rich HTML (sanitised at render), an optional placeholder shown while empty, box styles and auto height. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { LIMITS } from '@podium/shared';
import { CssColor } from '../../schema/common.js';
import { CssLength, FontFamily } from '../../schema/css.js';

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/** Styles of the text box (slides.com writes them on `.sl-block-content`). */
export const TextStyle = lazySchema(() => z.object({
  color: CssColor.optional(),
  background: CssColor.optional(),
  align: z.enum(TEXT_ALIGNS).optional(),
  fontSize: CssLength.optional(),
  /** Unitless factor or a length. */
  lineHeight: CssLength.optional(),
  fontFamily: FontFamily.optional(),
  letterSpacing: CssLength.optional(),
  /** `nowrap`: lines break only where the text breaks them (PowerPoint's `wrap="none"`). */
  whiteSpace: z.enum(['normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line']).optional(),
  /** `normal`: a word too wide for the line is never broken in the middle (boxes PowerPoint fits to their text). */
  overflowWrap: z.enum(['normal', 'break-word', 'anywhere']).optional(),
}));
export type TextStyle = z.infer<typeof TextStyle>;

/** Text style keys and the CSS property each one is written as. */
export const TEXT_STYLE_CSS: ReadonlyArray<readonly [keyof TextStyle, string]> = [
  ['color', 'color'], ['background', 'background-color'], ['align', 'text-align'], ['fontSize', 'font-size'],
  ['lineHeight', 'line-height'], ['fontFamily', 'font-family'], ['letterSpacing', 'letter-spacing'],
  ['whiteSpace', 'white-space'], ['overflowWrap', 'overflow-wrap'],
];

export const TextProps = lazySchema(() => z.object({
  html: z.string().max(LIMITS.inlineSvgMax),
  placeholder: z.string().max(200).optional(),
  style: TextStyle.optional(),
  /** The box grows with its text (slides.com `height: auto`); the block's height is the last measured one. */
  autoHeight: z.boolean().optional(),
  /**
   * PowerPoint's "shrink text on overflow" (`normAutofit`), kept so a PowerPoint file comes back with it: the sizes in
   * `html` are the ones PowerPoint showed when the file was read; the player does not shrink text itself.
   */
  shrinkText: z.boolean().optional(),
  /** The text as typed together: a Yjs document state (base64) that `html` is rendered from (richText/sharedText.ts). */
  sharedText: z.string().max(LIMITS.sharedTextMax).optional(),
}));
export type TextProps = z.infer<typeof TextProps>;

export const TEXT_SIZE = { width: 600, height: 100 } as const;

/** Default props of a new text block. */
export function textDefaults(): TextProps {
  return { html: '<p>Text</p>' };
}
