/** The drawing block in the editor: the top bar's Pen toggles the pen tool (strokes become drawing blocks). */
import { BLOCK_TYPE_LABELS } from '@podium/shared';
import { THEME_TEXT_COLOR } from '@podium/deck';
import type { EditorBlock } from '../types';
import { DrawingPanel } from './DrawingPanel';

export const drawingEditorBlock: EditorBlock<'drawing'> = {
  type: 'drawing',
  insert: {
    label: BLOCK_TYPE_LABELS.drawing, order: 100, hint: 'Pen: draw freehand strokes', icon: <path d="M4 20l1-5L16 4l4 4L9 19l-5 1ZM14 6l4 4" />,
    isActive: (snap) => snap.pen.active,
    perform: (ctx) => {
      if (ctx.snap.pen.active) return ctx.store.setPen({ active: false });
      ctx.store.select([]);
      // Strokes follow the theme's text colour (also after a theme change) until a colour is picked.
      ctx.store.setPen({ active: true, mode: 'draw', color: THEME_TEXT_COLOR });
    },
  },
  Panel: DrawingPanel,
};
