/**
 * Block by block onto a PowerPoint slide, in reading order as far as painting allows, each through its type's writer (blocks/<type>/pptx.ts,
 * indexed by blocks/pptx.generated.ts): text stays text (paragraphs and runs), tables stay native tables and code
 * stays monospace runs; groups are flattened with their offset and rotation applied to children.
 */
import type { BlockType } from '@podium/shared';
import type { Block } from '../../schema/block.js';
import type { SlideFields } from '../../schema/slide.js';
import { readablePaintOrder, readingOrder } from '../../accessibility/readingOrder.js';
import { BLOCK_PPTX_WRITERS } from '../../blocks/pptx.generated.js';
import type { BlockPptxWriter } from '../../blocks/types.js';
import type { Box, SlideWriter } from './context.js';
import { FRAGMENT_EFFECTS, fragmentSteps, type FragmentSteps } from './fragments.js';
import { blockDescription } from './descriptions.js';

/** The PowerPoint writer of a block type. */
function blockPptxWriter<T extends BlockType>(type: T): BlockPptxWriter<T> {
  // The mapped index type cannot be narrowed by a generic index; each entry is checked where it is declared.
  return BLOCK_PPTX_WRITERS[type] as unknown as BlockPptxWriter<T>;
}

/**
 * Writes one block (and a group's children) onto the slide, named as its fragment step when it is one, and for its
 * description when it has one.
 */
async function addBlock(w: SlideWriter, block: Block, box: Box, steps: FragmentSteps): Promise<void> {
  const outer = w.objectName;
  const step = steps.get(block.id);
  if (block.fragment && step !== undefined) {
    const effect = FRAGMENT_EFFECTS[block.fragment.style];
    w.objectName = `podium-fragment-${step}-${effect.direction}-${block.id}`;
    w.hasFragments = true;
    if (effect.loss) w.warn(block, 'fragment', effect.loss);
  }
  const outerDescribed = w.describedName;
  const description = blockDescription(block);
  if (description) {
    w.describedName = `podium-described-${w.descriptions.length}`;
    w.descriptions.push(description);
  }
  await blockPptxWriter(block.type)(w, block as never, box, { addBlock: (child, childBox) => addBlock(w, child, childBox, steps) });
  w.objectName = outer;
  w.describedName = outerDescribed;
}

/**
 * Writes a slide's blocks. PowerPoint reads shapes (and paints them) in the order they are written: that is the
 * slide's reading order wherever a block does not overlap one painted under it, so the picture never changes.
 */
export async function addBlocks(w: SlideWriter, slide: Pick<SlideFields, 'blocks' | 'readingOrder'>): Promise<void> {
  const { blocks } = slide;
  const steps = fragmentSteps(blocks);
  for (const block of readablePaintOrder(blocks, readingOrder(slide))) {
    await addBlock(w, block, { x: block.x, y: block.y, w: block.width, h: block.height, rotation: block.rotation }, steps);
  }
}
