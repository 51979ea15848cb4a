/** Props updates for one block from its panel or in-place editor: consecutive edits of one field are one undo step. */
import { useCallback } from 'react';
import type { Block } from '@podium/deck';
import { useEditor } from '../state/EditorContext';

export type UpdateProps = (field: string, patch: Record<string, unknown>, merge?: boolean) => boolean;

/** `(field, patch, merge = true)` → a props update of `block`, merged in history with the previous one of that field. */
export function useBlockProps(block: Block, slideId: string): UpdateProps {
  const { store } = useEditor();
  return useCallback(
    (field, patch, merge = true) => store.dispatch(
      { type: 'deck.block.update', slideId, blockId: block.id, props: patch },
      merge ? { mergeKey: `props:${block.id}:${field}` } : {},
    ).ok,
    [store, slideId, block.id],
  );
}
