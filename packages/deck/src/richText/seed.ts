/**
 * The first shared text of a block that has none: its HTML as the editor parses it, written under the client id
 * the HTML gives (sharedText.ts `seedClientId`), so everyone seeding the same HTML writes the same bytes. Needs the
 * editor's schema (TipTap), so it lives outside the package index, with the editor.
 */
import * as Y from 'yjs';
import { prosemirrorJSONToYXmlFragment } from '@tiptap/y-tiptap';
import { textSchema } from './extensions.js';
import { seedClientId, TEXT_FIELD } from './sharedText.js';

/** A Yjs update that writes `doc` (ProseMirror JSON of `html`, parsed by the editor) as the block's first shared text. */
export function seedUpdate(html: string, doc: Record<string, unknown>): Uint8Array {
  const seed = new Y.Doc({ gc: true });
  seed.clientID = seedClientId(html);
  prosemirrorJSONToYXmlFragment(textSchema(), doc, seed.getXmlFragment(TEXT_FIELD));
  return Y.encodeStateAsUpdate(seed);
}
