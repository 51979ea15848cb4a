/** A group in PowerPoint: flattened, its children written in paint order with its offset and rotation applied. */
import type { Block } from '../../schema/block.js';
import type { Box } from '../../export/pptx/context.js';
import { rotatePoint } from '../../export/pptx/frames.js';
import type { BlockPptxWriter } from '../types.js';
import { paintOrder } from './render.js';

/** A child's box in slide space: the group's offset, then the group's rotation about its centre. */
function childBox(group: Box, child: Block): Box {
  const cx = group.x + child.x + child.width / 2;
  const cy = group.y + child.y + child.height / 2;
  const [rx, ry] = rotatePoint(cx, cy, group.x + group.w / 2, group.y + group.h / 2, group.rotation);
  return { x: rx - child.width / 2, y: ry - child.height / 2, w: child.width, h: child.height, rotation: child.rotation + group.rotation };
}

export const groupToPptx: BlockPptxWriter<'group'> = async (_w, block, box, ctx) => {
  for (const child of paintOrder(block.props.children)) await ctx.addBlock(child, childBox(box, child));
};
