/** The line block in the editor: inserted in the theme's text colour; its panel edits stroke, ends and direction. */
import { deckTheme } from '../../theme';
import type { EditorBlock } from '../types';
import { LinePanel } from './LinePanel';

export const lineEditorBlock: EditorBlock<'line'> = {
  type: 'line',
  insert: {
    label: 'Line', order: 40, icon: <path d="M5 19 19 5" />,
    input: (ctx) => ({ props: { color: deckTheme(ctx.snap.meta.theme_color, ctx.snap.meta.theme_font).text } }),
  },
  Panel: LinePanel,
};
