/** The one insert path: toolbar inserts, pasted text and images all add new blocks through insertBlock. */
import type { Block, CreateBlockInput } from '@podium/deck';
import type { BlockType } from '@podium/shared';
import { placeBlock } from '../model/blocks';
import type { EditorStore } from '../state/store';

/**
 * Add a new block to the current slide and select it. New blocks go on the slide itself (an entered group is left),
 * centred (or centred on `at`), in front of the others; a refused op is reported through `notify`.
 */
export function insertBlock<T extends BlockType>(
  store: EditorStore, notify: (message: string) => void, type: T, input: CreateBlockInput<T> = {}, at?: { x: number; y: number },
): Block | null {
  if (store.getSnapshot().groupId) store.enterGroup(null);
  const { meta } = store.getSnapshot();
  const slide = store.currentSlide();
  const block = placeBlock(type, { width: meta.width, height: meta.height }, slide.blocks, input, at);
  const result = store.dispatch({ type: 'deck.block.add', slideId: slide.id, block });
  if (!result.ok) {
    notify(result.error.message);
    return null;
  }
  store.select([block.id]);
  return block;
}

