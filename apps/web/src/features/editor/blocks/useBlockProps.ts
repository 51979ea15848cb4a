/** Props updates for one block from its panel or in-place editor: consecutive edits of one field are one undo step. */
import { useCallback } from 'react';
import type { Block } from '@podium/deck';
import { useEditor } from '../state/EditorContext';

export type UpdateProps = (field: string, patch: Record<string, unknown>, merge?: boolean) => boolean;

/**
 * `(field, patch, merge = true)` → a props update of `block`, merged in history with the previous one of that field.
 * A prop set to `undefined` is sent as `null` (the op's "remove"): ops travel as JSON over the co-editing channel,
 * which drops undefined keys, so the server and the other editors would otherwise keep the old value.
 */
export function useBlockProps(block: Block, slideId: string): UpdateProps {
  const { store } = useEditor();
  return useCallback(
    (field, patch, merge = true) => store.dispatch(
      { type: 'deck.block.update', slideId, blockId: block.id, props: removalsAsNull(patch) },
      merge ? { mergeKey: `props:${block.id}:${field}` } : {},
    ).ok,
    [store, slideId, block.id],
  );
}

function removalsAsNull(patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value === undefined ? null : value]));
}
