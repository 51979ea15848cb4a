/** The line block in the editor: inserted in the theme's text colour (THEME_TEXT_COLOR, the default), following theme changes; its panel edits stroke, ends and direction. */
import type { EditorBlock } from '../types';
import { LinePanel } from './LinePanel';

export const lineEditorBlock: EditorBlock<'line'> = {
  type: 'line',
  insert: {
    label: 'Line', order: 40, icon: <path d="M5 19 19 5" />,
  },
  Panel: LinePanel,
};
