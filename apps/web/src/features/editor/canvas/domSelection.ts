/**
 * ProseMirror learns of a caret the browser moved itself (End, arrows, a click) only at the next `selectionchange`
 * event. Others' typing applied before then makes the Yjs binding restore the caret it last knew, so the caret jumped
 * back and the next keys landed there (a known limit of the y-prosemirror binding). Reading the browser's selection into the editor
 * before applying others' typing keeps the caret where the person put it.
 */
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/** Makes the editor's selection the one the browser shows, when the editor has focus and the two differ. */
export function takeDomSelection(view: EditorView): void {
  if (view.isDestroyed || !view.hasFocus()) return;
  const dom = view.dom.ownerDocument.getSelection();
  if (!dom?.anchorNode || !dom.focusNode || !view.dom.contains(dom.anchorNode) || !view.dom.contains(dom.focusNode)) return;
  let anchor: number;
  let head: number;
  try {
    anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    head = view.posAtDOM(dom.focusNode, dom.focusOffset);
  } catch {
    // A node the view does not map (a widget): its own next read of the selection will do.
    return;
  }
  const { selection, doc } = view.state;
  if (selection.anchor === anchor && selection.head === head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}
