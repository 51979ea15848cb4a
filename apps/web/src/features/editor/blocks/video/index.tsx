/** The video block in the editor: a default block from the top bar; the panel takes a link or an upload. */
import { loadFrames, withoutAutoplay } from '../enhance';
import type { EditorBlock } from '../types';
import { VideoPanel } from './VideoPanel';

export const videoEditorBlock: EditorBlock<'video'> = {
  type: 'video',
  insert: {
    label: 'Video', order: 50,
    icon: (
      <>
        <rect x="3" y="6" width="13" height="12" rx="2" />
        <path d="m16 10 5-3v10l-5-3" />
      </>
    ),
  },
  Panel: VideoPanel,
  enhance: (el, _block, options) => loadFrames(el, options, withoutAutoplay),
};
