/** The group block in the editor: made by the Group command (not inserted); edited by entering it. */
import type { EditorBlock } from '../types';

function GroupHint() {
  return <p className="ed-panel__hint">Double-click a block of the group to edit it on its own; Esc leaves the group.</p>;
}

export const groupEditorBlock: EditorBlock<'group'> = { type: 'group', Panel: GroupHint };
