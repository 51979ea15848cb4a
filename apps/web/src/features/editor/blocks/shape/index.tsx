/** The shape block in the editor: inserted in the theme's accent colour (a token, so it follows theme changes); its panel edits kind, colours and text. */
import { themeToken } from '@podium/deck';
import type { EditorBlock } from '../types';
import { ShapePanel } from './ShapePanel';

export const shapeEditorBlock: EditorBlock<'shape'> = {
  type: 'shape',
  insert: {
    label: 'Shape', order: 30, icon: <rect x="5" y="5" width="14" height="14" rx="1.5" />,
    input: () => ({ props: { fill: themeToken('accent') } }),
  },
  Panel: ShapePanel,
  describe: (block) => `Shape (${block.props.kind.replace(/-/g, ' ')})`,
};
