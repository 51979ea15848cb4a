/**
 * The HTML snippet block in the editor: inserted with placeholder markup, then the Edit HTML dialog opens. Snippets
 * from the deck's team theme come from the Snippet menu (SnippetMenu.tsx) and re-open their variables in the panel.
 */
import type { EditorBlock } from '../types';
import { SnippetPanel } from './SnippetPanel';

export const snippetEditorBlock: EditorBlock<'snippet'> = {
  type: 'snippet',
  insert: {
    label: 'HTML', order: 110,
    icon: (
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="m10 9-3 3 3 3M14 9l3 3-3 3" />
      </>
    ),
    input: () => ({ props: { html: '<p>HTML snippet</p>' } }),
    afterInsert: (ctx) => ctx.ui.openDialog('html'),
  },
  Panel: SnippetPanel,
  describe: (block) => (block.props.source?.title.trim() ? `Snippet: ${block.props.source.title.trim()}` : 'Snippet'),
};
