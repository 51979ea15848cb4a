// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Editor, generateJSON } from '@tiptap/core';
import { TEXT_EXTENSIONS } from './extensions.js';
import { decodeUpdate, encodeUpdate, loadSharedText, mergeTextUpdate, sharedTextHtml, TEXT_FIELD } from './sharedText.js';
import { seedUpdate } from './seed.js';
import { applyOp } from '../ops/apply.js';
import { emptyDocument } from '../document.js';
import type { DeckDocument } from '../schema/document.js';

const SAMPLES = [
  '<p>hello world</p>',
  '<h1>Title &amp; <em>more</em></h1><p style="text-align: center">centred <strong>bold <em>both</em></strong> end</p>',
  '<ul><li><p>one</p></li><li><p>two <a href="https://example.com/?a=1&amp;b=&quot;2&quot;">link</a></p></li></ul><ol><li><p>x</p></li></ol>',
  '<p><span style="color: rgb(255, 0, 0); font-size: 24px">red</span> then a<br>break &lt;tag&gt; and\u00a0nbsp</p>',
  '<blockquote><p>quote <s>struck</s> <u>under</u> <code>code</code></p></blockquote><hr><p></p>',
  '<ol start="3"><li><p>third</p><ul><li><p>nested <strong><a href="/relative">bold link</a></strong></p></li></ul></li></ol>',
  '<h2 style="text-align: right">two</h2><h3>three<br>lines</h3><p><a href="javascript:alert(1)">bad</a> <a href="mailto:a@b.c">mail</a></p>',
  '<p><span style="font-family: Georgia; line-height: 1.5; background-color: rgb(255, 255, 0)">styled</span><em><strong>a</strong>b</em></p>',
  '<p style="text-align: center; line-height: 1.5"><span style="font-family: Merriweather, Georgia, serif; letter-spacing: 0.1em">spaced</span> plain</p><h2 style="line-height: 2">tall</h2>',
];

/**
 * What TipTap itself writes for `html` (its getHTML, in a DOM). jsdom re-serializes style attributes with a closing
 * `;` that Chromium does not add: that one difference is taken out.
 */
function tiptapHtml(html: string): string {
  const editor = new Editor({ extensions: TEXT_EXTENSIONS, content: html });
  const out = editor.getHTML().replace(/ style="([^"]*);"/g, ' style="$1"');
  editor.destroy();
  return out;
}

function seeded(html: string): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, seedUpdate(html, generateJSON(html, TEXT_EXTENSIONS)));
  return doc;
}

/** Insert `text` at character offset `at` of the first paragraph (as the editor binding would). */
function typeAt(doc: Y.Doc, at: number, text: string): void {
  const paragraph = doc.getXmlFragment(TEXT_FIELD).get(0) as Y.XmlElement;
  (paragraph.get(0) as Y.XmlText).insert(at, text);
}

function deleteAt(doc: Y.Doc, at: number, length: number): void {
  const paragraph = doc.getXmlFragment(TEXT_FIELD).get(0) as Y.XmlElement;
  (paragraph.get(0) as Y.XmlText).delete(at, length);
}

/** Updates `doc` makes while `change` runs. */
function updatesOf(doc: Y.Doc, change: () => void): Uint8Array[] {
  const out: Uint8Array[] = [];
  const listen = (update: Uint8Array) => out.push(update);
  doc.on('update', listen);
  change();
  doc.off('update', listen);
  return out;
}

describe('shared text of a text block', () => {
  it.each(SAMPLES)('renders HTML exactly as TipTap writes it: %s', (html) => {
    expect(sharedTextHtml(seeded(html))).toBe(tiptapHtml(html));
  });

  it('keeps each person’s typing in one piece whatever the order updates arrive in', () => {
    const a = seeded('<p>hello world</p>');
    const b = seeded('<p>hello world</p>');
    const fromA = updatesOf(a, () => [...'XYZ '].forEach((c, i) => typeAt(a, i, c)));
    const fromB = updatesOf(b, () => [...'!!'].forEach((c, i) => typeAt(b, 11 + i, c)));
    [...fromB].reverse().forEach((u) => Y.applyUpdate(a, u));
    fromA.forEach((u) => Y.applyUpdate(b, u));
    expect(sharedTextHtml(a)).toBe('<p>XYZ hello world!!</p>');
    expect(sharedTextHtml(b)).toBe('<p>XYZ hello world!!</p>');
  });

  it('a caret-relative insert lands between the same characters after someone deletes before it', () => {
    const a = seeded('<p>hello world</p>');
    const b = seeded('<p>hello world</p>');
    const fromA = updatesOf(a, () => deleteAt(a, 0, 4));
    const fromB = updatesOf(b, () => typeAt(b, 6, '_'));
    fromB.forEach((u) => Y.applyUpdate(a, u));
    fromA.forEach((u) => Y.applyUpdate(b, u));
    expect(sharedTextHtml(a)).toBe('<p>o _world</p>');
    expect(sharedTextHtml(b)).toBe('<p>o _world</p>');
  });

  it('two people seeding the same untouched block write the same seed, held once', () => {
    const one = seedUpdate('<p>hi</p>', generateJSON('<p>hi</p>', TEXT_EXTENSIONS));
    const two = seedUpdate('<p>hi</p>', generateJSON('<p>hi</p>', TEXT_EXTENSIONS));
    const merged = mergeTextUpdate(encodeUpdate(one), encodeUpdate(two));
    expect(merged).toMatchObject({ ok: true, html: '<p>hi</p>' });
  });

  it('refuses typing made over shared text the block no longer holds, and unreadable updates', () => {
    const a = seeded('<p>hello</p>');
    const typed = updatesOf(a, () => typeAt(a, 5, '!'));
    expect(mergeTextUpdate(undefined, encodeUpdate(typed[0]!))).toEqual({ ok: false });
    expect(mergeTextUpdate(undefined, '/////////w==')).toEqual({ ok: false });
    expect(loadSharedText('not base64 at all').getXmlFragment(TEXT_FIELD).length).toBe(0);
  });
});

describe('deck.block.text', () => {
  function deckWithText(html: string): DeckDocument {
    const doc = emptyDocument();
    const slide = doc.slides[0]!;
    slide.blocks = [{ id: 'b1', type: 'text', x: 0, y: 0, width: 600, height: 100, rotation: 0, opacity: 1, z: 0, props: { html } } as never];
    return doc;
  }

  it('merges typing into the block’s shared text and renders its HTML; setting the HTML whole drops the shared text', () => {
    const doc = deckWithText('<p>hello</p>');
    const slideId = doc.slides[0]!.id;
    const a = seeded('<p>hello</p>');
    const seed = Y.encodeStateAsUpdate(a);
    const typed = updatesOf(a, () => typeAt(a, 5, ' there'));
    const update = encodeUpdate(Y.mergeUpdates([seed, ...typed]));
    const result = applyOp(doc, { type: 'deck.block.text', slideId, blockId: 'b1', update });
    if (!result.ok) throw new Error(result.error.message);
    const block = result.doc.slides[0]!.blocks[0]! as { props: { html: string; sharedText?: string } };
    expect(block.props.html).toBe('<p>hello there</p>');
    expect(sharedTextHtml(loadSharedText(block.props.sharedText))).toBe('<p>hello there</p>');
    expect(decodeUpdate(block.props.sharedText!).length).toBeGreaterThan(0);

    const replaced = applyOp(result.doc, { type: 'deck.block.update', slideId, blockId: 'b1', props: { html: '<p>new</p>' } });
    if (!replaced.ok) throw new Error(replaced.error.message);
    expect(replaced.doc.slides[0]!.blocks[0]!.props).toEqual({ html: '<p>new</p>' });
    const more = updatesOf(a, () => typeAt(a, 0, '>'));
    const stale = applyOp(replaced.doc, { type: 'deck.block.text', slideId, blockId: 'b1', update: encodeUpdate(more[0]!) });
    expect(stale).toMatchObject({ ok: false, error: { code: 'stale_text' } });
  });

  it('is refused on a block that is not text', () => {
    const doc = deckWithText('<p>x</p>');
    (doc.slides[0]!.blocks[0] as { type: string }).type = 'shape';
    const result = applyOp(doc, { type: 'deck.block.text', slideId: doc.slides[0]!.id, blockId: 'b1', update: 'AAAA' });
    expect(result.ok).toBe(false);
  });
});
