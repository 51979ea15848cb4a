/**
 * Co-editing inside the text block being edited: the editor's content was built from one version of the block's
 * HTML (`synced`); when someone else's typing changes the block meanwhile, ours is merged onto theirs (three-way,
 * character by character) and the editor shows the merged text with the caret between the same characters as before.
 */
import { createDocument, type Editor } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { mergeText, type DeckDocument } from '@podium/deck';
import { blocksById } from '../model/blocks';

/** The block's HTML in a document (undefined when the block is gone). */
export function blockHtml(doc: DeckDocument, slideId: string, blockId: string): string | undefined {
  const block = blocksById(doc, slideId, [blockId])[0];
  return block?.type === 'text' ? block.props.html : undefined;
}

/** Our HTML (typed over `synced`) with what changed in `current` since; `current` when nothing of ours is waiting. */
export function mergeTyping(synced: string, ours: string | null, current: string): string {
  return ours === null ? current : mergeText(synced, ours, current);
}

/**
 * Shows `html` in the editor without an update event by replacing only the range that differs, so the selection is
 * mapped through the change: text inserted or removed before the caret moves it, and text inserted right at the caret
 * lands after it (the caret stays after what its user typed, and their next keys follow it). Keeping the caret's
 * offset instead put a co-editor's words in the middle of ours.
 */
export function showMerged(editor: Editor | null, html: string): void {
  if (!editor || editor.isDestroyed) return;
  const { state } = editor;
  // Whitespace as typed: a space at the end of a paragraph is someone's next word starting, not markup to collapse.
  const next = createDocument(html, state.schema, { preserveWhitespace: 'full' });
  const start = state.doc.content.findDiffStart(next.content);
  const end = state.doc.content.findDiffEnd(next.content);
  if (start === null || !end) return;
  // Repeated characters can make the common suffix reach into the common prefix: end no earlier than start.
  const overlap = Math.max(0, start - Math.min(end.a, end.b));
  const tr = state.tr.replace(start, end.a + overlap, next.slice(start, end.b + overlap));
  const { from, to } = state.selection;
  tr.setSelection(TextSelection.create(tr.doc, tr.mapping.map(from, -1), tr.mapping.map(to, -1)));
  editor.view.dispatch(tr.setMeta('preventUpdate', true).setMeta('addToHistory', false));
}
