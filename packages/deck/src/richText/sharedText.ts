/**
 * A text block's shared text: a Yjs document whose XML fragment holds the block's rich text (the ProseMirror
 * structure TipTap's Collaboration binding writes). Typing travels as Yjs updates; merging two people's updates
 * keeps each one's run of characters together and in order whatever arrives first (a sequence CRDT), which a
 * three-way text merge cannot. The block's `html` is rendered from the merged state here, the same way on every
 * client and on the server, so exports, search and the player keep reading `html`.
 *
 * A block that has no shared text yet (made before it, imported, or set whole by an older tab) is seeded from its
 * HTML the first time someone types in it. Seeds are written under a client id derived from the HTML, so two
 * people who start typing into the same untouched block at once write the same seed, which Yjs then holds once.
 */
import * as Y from 'yjs';
import { fromBase64, toBase64 } from 'lib0/buffer';
import { fragmentHtml } from './sharedTextHtml.js';

/** The name of the XML fragment that holds the text (TipTap Collaboration's default field). */
export const TEXT_FIELD = 'default';

export const encodeUpdate = (update: Uint8Array): string => toBase64(update);
export const decodeUpdate = (encoded: string): Uint8Array => fromBase64(encoded);

/** The Yjs client id a seed of `html` is written under (FNV-1a of the HTML; never 0). */
export function seedClientId(html: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i += 1) {
    hash ^= html.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

/** A Yjs document holding `state` (a block's stored shared text); an unreadable state counts as none. */
export function loadSharedText(state: string | undefined): Y.Doc {
  const doc = new Y.Doc({ gc: true });
  if (state) {
    try {
      Y.applyUpdate(doc, decodeUpdate(state));
    } catch {
      return new Y.Doc({ gc: true });
    }
  }
  return doc;
}

/** The HTML of a shared text (as TipTap's getHTML writes it). */
export function sharedTextHtml(doc: Y.Doc): string {
  return fragmentHtml(doc.getXmlFragment(TEXT_FIELD));
}

export type MergedText = { ok: true; state: string; html: string } | { ok: false };

/**
 * `update` merged into the stored `state`: the new state and its HTML. Not ok when the update cannot be read, or
 * builds on text this state does not hold (it was typed over shared text that has since been replaced whole).
 */
export function mergeTextUpdate(state: string | undefined, update: string): MergedText {
  const doc = takeLoaded(state);
  try {
    Y.applyUpdate(doc, decodeUpdate(update));
  } catch {
    return { ok: false };
  }
  if (doc.store.pendingStructs || doc.store.pendingDs) return { ok: false };
  const next = encodeUpdate(Y.encodeStateAsUpdate(doc));
  keepLoaded(next, doc);
  return { ok: true, state: next, html: sharedTextHtml(doc) };
}

/**
 * Documents of states just written, by state: typing merges each update into the state the last one wrote, so the
 * next merge starts from the loaded document instead of decoding the whole state again. A document is taken out
 * while it is changed (it then holds another state).
 */
const loaded = new Map<string, Y.Doc>();
const LOADED_MAX = 64;

function takeLoaded(state: string | undefined): Y.Doc {
  const doc = state === undefined ? undefined : loaded.get(state);
  if (!doc) return loadSharedText(state);
  loaded.delete(state!);
  return doc;
}

function keepLoaded(state: string, doc: Y.Doc): void {
  loaded.set(state, doc);
  if (loaded.size > LOADED_MAX) loaded.delete(loaded.keys().next().value!);
}

/** Two updates as one (consecutive typing waiting to be sent travels as one update). */
export function mergeUpdates(a: string, b: string): string {
  return encodeUpdate(Y.mergeUpdates([decodeUpdate(a), decodeUpdate(b)]));
}
