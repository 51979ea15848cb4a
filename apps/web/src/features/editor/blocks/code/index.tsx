/** The code block in the editor: CodeMirror in place, highlighted on the canvas by reveal.js's highlight plugin. */
import { ensureBaseCss } from '../enhance';
import type { EditorBlock } from '../types';
import { CodePanel } from './CodePanel';
import { LazyCodeEditor } from './LazyCodeEditor';

export const codeEditorBlock: EditorBlock<'code'> = {
  type: 'code',
  insert: { label: 'Code', order: 80, icon: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" /> },
  Panel: CodePanel,
  InPlace: LazyCodeEditor,
  enhance: (el, block) => {
    ensureBaseCss();
    // Highlighting loads on first use only (so line numbers and highlighted lines look as in the player).
    if (block.props.code) void import('./highlight').then((m) => m.highlightCode(el));
  },
};
