/**
 * The rich-text schema of text blocks: the TipTap extensions the editor edits with, and the ProseMirror schema they
 * make. One list for the browser editor and for the server, which renders a block's HTML from its shared text.
 * Undo is left to the collaborative undo manager (each person undoes only their own typing), so TipTap's own is off.
 */
import { getSchema, type AnyExtension } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { LetterSpacing, ParagraphLineHeight } from './typography.js';

export const TEXT_EXTENSIONS: AnyExtension[] = [
  StarterKit.configure({
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    codeBlock: false, trailingNode: false, undoRedo: false,
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TextStyleKit,
  LetterSpacing,
  ParagraphLineHeight,
];

let schema: Schema | undefined;

/** The ProseMirror schema of text blocks (built once). */
export function textSchema(): Schema {
  schema ??= getSchema(TEXT_EXTENSIONS);
  return schema;
}
