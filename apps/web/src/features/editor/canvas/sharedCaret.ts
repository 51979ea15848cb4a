/**
 * Others' carets and selections in the text block being edited, kept as Yjs relative positions (so a caret stays
 * between the same two characters whatever is typed or deleted before it), drawn in each person's presence colour
 * with their name. Our own is published on the awareness for them.
 */
import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

export interface CaretUser {
  name: string;
  color: string;
}

// The name is drawn by CSS from an attribute, so it is never part of the block's text (copying, reading it out).
function caret(user: CaretUser): HTMLElement {
  const element = document.createElement('span');
  element.className = 'ed-caret';
  element.dataset.name = user.name;
  element.style.setProperty('--caret-colour', user.color);
  return element;
}

export const SharedCaret = Extension.create<{ awareness: Awareness | null }>({
  name: 'sharedCaret',
  addOptions() {
    return { awareness: null };
  },
  addProseMirrorPlugins() {
    const { awareness } = this.options;
    if (!awareness) return [];
    return [yCursorPlugin(awareness, {
      cursorBuilder: (user: CaretUser) => caret(user),
      selectionBuilder: (user: CaretUser) => ({ style: `background-color: ${user.color}33`, class: 'ed-caret-selection' }),
    })];
  },
});
