/** Where a comment may be anchored: a slide of the deck's current document and, optionally, a block on it. */
import { findSlide, type Block, type DeckDocument, type SlideLocation } from '@podium/deck';
import { MESSAGES } from '@podium/shared';
import { Invalid } from '../../domain/errors.js';

/** The slide a new thread is anchored to; Invalid when the deck has no such slide or the slide no such block. */
export function assertAnchor(document: DeckDocument, slideHash: string | undefined, blockId: string | null | undefined): SlideLocation {
  if (!slideHash) throw Invalid.field('slide_hash', MESSAGES.commentSlideRequired);
  const at = findSlide(document, slideHash);
  if (!at) throw Invalid.field('slide_hash', MESSAGES.commentSlideMissing);
  if (blockId && !hasBlock(at.slide.blocks, blockId)) throw Invalid.field('block_id', MESSAGES.commentAnchorInvalid);
  return at;
}

/** Whether a block with this id is on the slide, inside groups too. */
function hasBlock(blocks: readonly Block[], id: string): boolean {
  return blocks.some((block) => block.id === id || (block.type === 'group' && hasBlock(block.props.children, id)));
}
