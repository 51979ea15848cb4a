/** The drawing block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { DrawingProps, DRAWING_SIZE, drawingDefaults } from './props.js';
import { renderDrawing, parseDrawing } from './render.js';
import { drawingMigrations } from './migrations.js';

export const drawingBlock: BlockDefinition<'drawing'> = {
  type: 'drawing',
  props: DrawingProps,
  defaultSize: DRAWING_SIZE,
  defaults: drawingDefaults,
  render: renderDrawing,
  parse: parseDrawing,
  migrations: drawingMigrations,
};
export { DrawingProps };
