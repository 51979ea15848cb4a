// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { sharedTextHtml, TEXT_FIELD, type TextBlock } from '@podium/deck';
import { FROM_BLOCK, openSharedText, trackOwnTyping } from './sharedTextDoc';

const block = (html: string) => ({ id: 'b1', type: 'text', props: { html } }) as unknown as TextBlock;
const text = (doc: Y.Doc) => ((doc.getXmlFragment(TEXT_FIELD).get(0) as Y.XmlElement).get(0) as Y.XmlText);

/** An editing session on `html` whose updates are followed as the text editor follows them. */
function session(html: string) {
  const { doc } = openSharedText(block(html));
  const tracked = trackOwnTyping(doc);
  doc.on('update', (update: Uint8Array, origin: unknown) => tracked.follow(update, origin !== FROM_BLOCK));
  // Someone else's copy of the same block (its seed is the same), typing under their own client id.
  const other = new Y.Doc();
  Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
  const theirs = (change: () => void) => {
    const before = Y.encodeStateVector(doc);
    change();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, before), FROM_BLOCK);
  };
  return { doc, other, tracked, theirs };
}

describe('trackOwnTyping', () => {
  it('gives the text without our typing and with everyone else’s', () => {
    const { doc, other, tracked, theirs } = session('<p>Text</p>');
    text(doc).insert(4, ' mine');
    theirs(() => text(other).insert(0, 'Their '));
    text(doc).delete(0, 0);
    text(doc).insert(text(doc).length, ' more');
    expect(sharedTextHtml(doc)).toBe('<p>Their Text mine more</p>');
    expect(tracked.htmlWithoutOurs()).toBe('<p>Their Text</p>');
    // The editor's document is untouched.
    expect(sharedTextHtml(doc)).toBe('<p>Their Text mine more</p>');
  });

  it('puts back what we deleted', () => {
    const { doc, tracked } = session('<p>Hello world</p>');
    text(doc).delete(5, 6);
    expect(sharedTextHtml(doc)).toBe('<p>Hello</p>');
    expect(tracked.htmlWithoutOurs()).toBe('<p>Hello world</p>');
  });

  it('has nothing to give when only others typed', () => {
    const { other, tracked, theirs } = session('<p>Text</p>');
    theirs(() => text(other).insert(4, '!'));
    expect(tracked.htmlWithoutOurs()).toBeNull();
  });
});
