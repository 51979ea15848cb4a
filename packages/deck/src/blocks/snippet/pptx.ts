/** A snippet in PowerPoint: its readable text (as search reads it) in a text box (PowerPoint has no HTML), reported. */
import { htmlText } from '../../text/slideText.js';
import { BASE_TEXT, textFrame } from '../../export/pptx/frames.js';
import { points } from '../../export/pptx/units.js';
import type { BlockPptxWriter } from '../types.js';

export const snippetToPptx: BlockPptxWriter<'snippet'> = (w, block, box) => {
  const text = htmlText(block.props.html).replace(/\s+/g, ' ').trim();
  if (text) w.text(text, { ...textFrame(w, block, box), color: w.theme.textHex, fontFace: w.theme.fontFamily, fontSize: points(BASE_TEXT.fontPx) });
  w.warn(block, 'HTML snippet', text ? 'kept as plain text' : 'dropped: no text');
};
