/** The poll block in the editor: question, options and choice mode in the panel; voting happens when presented live. */
import { ensureBaseCss } from '../enhance';
import type { EditorBlock } from '../types';
import { PollPanel } from './PollPanel';

export const pollEditorBlock: EditorBlock<'poll'> = {
  type: 'poll',
  insert: { label: 'Poll', order: 95, hint: 'Poll: the audience votes while you present live', icon: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" /> },
  Panel: PollPanel,
  enhance: () => ensureBaseCss(),
  describe: (block) => `Poll: ${block.props.question || 'untitled'}`,
};
