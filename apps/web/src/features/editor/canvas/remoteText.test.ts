// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { mergeTyping, showMerged } from './remoteText';

/**
 * Two people typing at once into one text block, as TextEditor does it: each keeps the HTML its content was built
 * from (`synced`) and what it typed since; a commit merges that onto the block as stored and shows the result, and a
 * co-editor's commit reaching an editor with nothing waiting is shown as it is.
 */
class Typist {
  readonly editor: Editor;
  private synced: string;
  private waiting: string | null = null;

  constructor(private readonly stored: { html: string }) {
    this.editor = new Editor({ extensions: [StarterKit], content: stored.html });
    this.editor.commands.focus('end');
    this.synced = stored.html;
  }

  /** Types at the caret, as a key press does. */
  type(text: string): void {
    this.editor.view.dispatch(this.editor.state.tr.insertText(text));
    this.waiting = this.editor.getHTML();
  }

  commit(): void {
    if (this.waiting === null) return;
    const html = this.stored.html === this.synced ? this.waiting : mergeTyping(this.synced, this.waiting, this.stored.html);
    showMerged(this.editor, html);
    this.synced = html;
    this.stored.html = html;
    this.waiting = null;
  }

  /** The block changed on the server (another editor's commit). */
  receive(): void {
    if (this.stored.html === this.synced) return;
    if (this.waiting !== null) return this.commit();
    this.synced = this.stored.html;
    showMerged(this.editor, this.stored.html);
  }
}

const typists: Typist[] = [];
afterEach(() => typists.splice(0).forEach((t) => t.editor.destroy()));

describe('showMerged', () => {
  /** A and B type their words key by key at their carets; A commits every `everyA` keys, B every `everyB`. */
  function typeAtOnce(start: string, words: { a: string; b: string }, everyA: number, everyB: number, place?: (a: Typist, b: Typist) => void) {
    const stored = { html: start };
    const [a, b] = [new Typist(stored), new Typist(stored)];
    typists.push(a, b);
    place?.(a, b);
    for (let i = 0; i < Math.max(words.a.length, words.b.length); i += 1) {
      if (words.a[i]) a.type(words.a[i]!);
      if (words.b[i]) b.type(words.b[i]!);
      // Commits crossing each other as they do over the network.
      if (i % everyA === everyA - 1) { a.commit(); b.receive(); }
      if (i % everyB === everyB - 1) { b.commit(); a.receive(); }
    }
    a.commit(); b.receive(); b.commit(); a.receive();
    expect(b.editor.getText()).toBe(a.editor.getText());
    expect(stored.html).toBe(a.editor.getHTML());
    return a.editor.getText();
  }

  for (const [everyA, everyB] of [[1, 1], [2, 3], [3, 4], [1, 5], [4, 1]] as const) {
    it(`keeps each typist’s words whole when both type at the end of one block at once (commits every ${everyA} and ${everyB} keys)`, () => {
      const text = typeAtOnce('<p>Title</p>', { a: ' alpha one', b: ' beta two' }, everyA, everyB);
      expect(text).toContain('alpha one');
      expect(text).toContain('beta two');
    });

    it(`keeps both when one types at the start and the other at the end (commits every ${everyA} and ${everyB} keys)`, () => {
      const text = typeAtOnce('<p>Alpha roadmap</p>', { a: 'ANNA ', b: ' OLGA' }, everyA, everyB, (a) => a.editor.commands.setTextSelection(1));
      expect(text).toBe('ANNA Alpha roadmap OLGA');
    });
  }

  it('moves the caret with text a co-editor inserted before it, and leaves it before text inserted at it', () => {
    const editor = new Editor({ extensions: [StarterKit], content: '<p>hello world</p>' });
    typists.push({ editor } as Typist);
    editor.commands.setTextSelection(7); // "hello |world" (position 1 is the paragraph's start)
    showMerged(editor, '<p>XYZ hello world</p>');
    editor.view.dispatch(editor.state.tr.insertText('_'));
    expect(editor.getText()).toBe('XYZ hello _world');
    editor.commands.setTextSelection(editor.state.doc.content.size - 1); // the end of the text
    showMerged(editor, '<p>XYZ hello _world!!</p>');
    editor.view.dispatch(editor.state.tr.insertText('?'));
    expect(editor.getText()).toBe('XYZ hello _world?!!');
  });

  it('sends no update and adds nothing to undo', () => {
    let updates = 0;
    const editor = new Editor({ extensions: [StarterKit], content: '<p>one</p>', onUpdate: () => { updates += 1; } });
    typists.push({ editor } as Typist);
    showMerged(editor, '<p>one two</p>');
    expect(updates).toBe(0);
    expect(editor.can().undo()).toBe(false);
    expect(editor.getText()).toBe('one two');
  });
});
