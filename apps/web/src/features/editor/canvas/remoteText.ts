/**
 * Co-editing inside the text block being edited: the editor's content was built from one version of the block's
 * HTML (`synced`); when someone else's typing changes the block meanwhile, ours is merged onto theirs (three-way,
 * character by character) and the editor shows the merged text, the caret kept at the same offset.
 */
import type { Editor } from '@tiptap/react';
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

/** Replace the editor's content without an update event, keeping the caret where it was (clamped). */
export function showMerged(editor: Editor | null, html: string): void {
  if (!editor || editor.isDestroyed || editor.getHTML() === html) return;
  const { from, to } = editor.state.selection;
  editor.commands.setContent(html, { emitUpdate: false });
  const size = editor.state.doc.content.size;
  editor.commands.setTextSelection({ from: Math.min(from, size), to: Math.min(to, size) });
}
