/** The image block in the editor: the top bar opens the image dialog (upload or URL); the panel edits the alt text. */
import type { EditorBlock } from '../types';
import { ImagePanel } from './ImagePanel';

export const imageEditorBlock: EditorBlock<'image'> = {
  type: 'image',
  insert: {
    label: 'Image', order: 20,
    icon: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="10" r="1.6" />
        <path d="m4 18 5-5 4 4 3-3 4 4" />
      </>
    ),
    perform: (ctx) => ctx.ui.openDialog('image'),
  },
  Panel: ImagePanel,
};
