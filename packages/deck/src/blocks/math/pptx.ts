/** A math block in PowerPoint: the formula typeset by MathJax as a crisp picture, fitted and centred like the player. */
import { typesetMath } from '../../export/pptx/math.js';
import { pictureFrame, svgData } from '../../export/pptx/frames.js';
import { inches, points } from '../../export/pptx/units.js';
import { DECK_TEXT_PX } from '../../render/typography.js';
import type { BlockPptxWriter } from '../types.js';

export const mathToPptx: BlockPptxWriter<'math'> = async (w, block, box) => {
  const math = typesetMath(block.props.tex, w.theme.textCss, DECK_TEXT_PX);
  if (!math || math.width === 0 || math.height === 0) {
    w.warn(block, 'math', 'has a TeX error and is kept as its source text');
    w.text(block.props.tex, { x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), color: w.theme.textHex, fontFace: 'Courier New', fontSize: points(20) });
    return;
  }
  const scale = Math.min(1, box.w / math.width, box.h / math.height);
  const width = math.width * scale;
  const height = math.height * scale;
  const data = await svgData(w, math.svg, width, height);
  w.image({ ...pictureFrame({ ...box, x: box.x + (box.w - width) / 2, y: box.y + (box.h - height) / 2, w: width, h: height }, block), data, altText: block.props.tex });
};
