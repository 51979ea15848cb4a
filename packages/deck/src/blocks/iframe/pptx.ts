/** An iframe block in PowerPoint: a labelled frame linking to the page (PowerPoint cannot show a web page). */
import { linkFrame } from '../../export/pptx/frames.js';
import type { BlockPptxWriter } from '../types.js';

export const iframeToPptx: BlockPptxWriter<'iframe'> = (w, block, box) => {
  if (!block.props.src) return;
  linkFrame(w, box, block.props.src, block.props.src);
  w.warn(block, 'iframe', 'kept as a link');
};
