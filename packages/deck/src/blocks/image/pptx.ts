/** An image block in PowerPoint: the picture, cropped as the player shows it (a framed link when it cannot be read). */
import { inches } from '../../export/pptx/units.js';
import { linkFrame, pictureFrame } from '../../export/pptx/frames.js';
import type { BlockPptxWriter } from '../types.js';

export const imageToPptx: BlockPptxWriter<'image'> = async (w, block, box) => {
  const p = block.props;
  if (!p.src) return;
  const image = await w.resources.loadImage(p.src);
  if (!image) {
    w.warn(block, 'image', 'could not be read and is kept as a link');
    linkFrame(w, box, p.alt || p.src, p.src);
    return;
  }
  const crop = p.crop;
  const options = pictureFrame(box, block);
  if (crop && (crop.width < 1 || crop.height < 1)) {
    // The picture is sized as the whole image would be at this scale; srcRect then shows only the cropped part.
    const fullW = box.w / crop.width;
    const fullH = box.h / crop.height;
    w.image({
      ...options, data: image.data, altText: p.alt, w: inches(fullW), h: inches(fullH),
      sizing: { type: 'crop', x: inches(crop.x * fullW), y: inches(crop.y * fullH), w: inches(box.w), h: inches(box.h) },
    });
    return;
  }
  w.image({ ...options, data: image.data, altText: p.alt });
};
