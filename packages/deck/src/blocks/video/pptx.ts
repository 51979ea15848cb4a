/** A video block in PowerPoint: its poster linking to the video, or a labelled frame when it has no poster (PowerPoint cannot play a linked video). */
import { linkFrame, pictureFrame } from '../../export/pptx/frames.js';
import type { BlockPptxWriter } from '../types.js';

export const videoToPptx: BlockPptxWriter<'video'> = async (w, block, box) => {
  const { src, poster } = block.props;
  const image = poster ? await w.resources.loadImage(poster) : null;
  if (image) {
    w.image({ ...pictureFrame(box, block), data: image.data, ...(src ? { hyperlink: { url: src } } : {}) });
    w.warn(block, 'video', 'kept as its poster with a link');
    return;
  }
  linkFrame(w, box, src ? `▶ ${w.url(src)}` : '▶', src);
  w.warn(block, 'video', 'kept as a link');
};
