/**
 * The Yjs document a text editor types into: the block's shared text, or, for a block that has none yet, a seed
 * written from its HTML (the same seed anyone would write, see @podium/deck richText/sharedText.ts). The seed is
 * only sent with the first keystroke, so opening a block and leaving it changes nothing.
 */
import * as Y from 'yjs';
import { generateJSON } from '@tiptap/core';
import { decodeUpdate, loadSharedText, sharedTextHtml, TEXT_FIELD, type TextBlock } from '@podium/deck';
import { seedUpdate, TEXT_EXTENSIONS } from '@podium/deck/richText';

/** The origin of changes that came from the block (others' typing, the seed): not sent back. */
export const FROM_BLOCK = Symbol('from-block');

export interface SharedTextDoc {
  doc: Y.Doc;
  /** The seed not yet sent (null when the block had shared text). */
  seed: Uint8Array | null;
}

/** A Yjs document holding the block's text, ready for the editor to bind to. */
export function openSharedText(block: TextBlock): SharedTextDoc {
  const doc = new Y.Doc();
  const stored = block.props.sharedText ? loadSharedText(block.props.sharedText) : null;
  if (stored && stored.getXmlFragment(TEXT_FIELD).length > 0) {
    Y.applyUpdate(doc, decodeUpdate(block.props.sharedText!), FROM_BLOCK);
    return { doc, seed: null };
  }
  const seed = seedUpdate(block.props.html, generateJSON(block.props.html, TEXT_EXTENSIONS));
  Y.applyUpdate(doc, seed, FROM_BLOCK);
  return { doc, seed };
}

/** The origin of our own typing in a session's mirror (see trackOwnTyping). */
const OURS = Symbol('ours');

/**
 * Follows an editing session on a copy of its document, with our typing as undoable changes there: when editing ends,
 * undoing them on the copy gives the text as it would be without our session (others' typing kept), which the deck's
 * undo then restores. The copy is never the editor's document, so undoing on it changes nothing on screen.
 */
export function trackOwnTyping(doc: Y.Doc): { follow(update: Uint8Array, ours: boolean): void; htmlWithoutOurs(): string | null } {
  const mirror = new Y.Doc();
  Y.applyUpdate(mirror, Y.encodeStateAsUpdate(doc));
  const typing = new Y.UndoManager(mirror.getXmlFragment(TEXT_FIELD), { trackedOrigins: new Set([OURS]), captureTimeout: Number.POSITIVE_INFINITY });
  return {
    follow(update, ours) {
      Y.applyUpdate(mirror, update, ours ? OURS : FROM_BLOCK);
    },
    htmlWithoutOurs() {
      if (typing.undoStack.length === 0) return null;
      while (typing.undoStack.length > 0) typing.undo();
      const html = sharedTextHtml(mirror);
      typing.destroy();
      mirror.destroy();
      return html;
    },
  };
}
