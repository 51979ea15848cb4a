/**
 * Select all inside a text block selects the text, not the document node. ProseMirror's own select all is an
 * AllSelection, and typing over it replaces every block with a default paragraph: a retyped "Heading 1" title became
 * small body text. A text selection from the first text block's start to the last one's end keeps the first block's
 * type, alignment and marks for what is typed over it.
 */
import { Extension } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import type { Node as PmNode } from '@tiptap/pm/model';

/** Positions just inside the first and the last text block of `doc` (null when it has none). */
export function textRange(doc: PmNode): { from: number; to: number } | null {
  let from = -1;
  let to = -1;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (from < 0) from = pos + 1;
    to = pos + 1 + node.content.size;
    return false;
  });
  return from < 0 ? null : { from, to };
}

/** Mod-a selects the text of every block (see above). */
export const SelectAllText = Extension.create({
  name: 'selectAllText',
  addKeyboardShortcuts() {
    return {
      'Mod-a': ({ editor }) => {
        const range = textRange(editor.state.doc);
        if (!range) return false;
        const { state, view } = editor;
        view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, range.from, range.to)));
        return true;
      },
    };
  },
});
