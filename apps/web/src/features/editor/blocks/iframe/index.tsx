/** The iframe block in the editor: a default block from the top bar; the panel takes a URL or iframe HTML. */
import { loadFrames } from '../enhance';
import type { EditorBlock } from '../types';
import { IframePanel } from './IframePanel';

export const iframeEditorBlock: EditorBlock<'iframe'> = {
  type: 'iframe',
  insert: {
    label: 'Iframe', order: 60,
    icon: (
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M3 8h18M6 6h.01M8.5 6h.01" />
      </>
    ),
  },
  Panel: IframePanel,
  enhance: (el, _block, options) => loadFrames(el, options),
};
