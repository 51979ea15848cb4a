/** The drawing block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
import type { BlockDefinition } from '../types.js';
import { DrawingProps, DRAWING_SIZE, drawingDefaults } from './props.js';
import { renderDrawing } from './render.js';
import { drawingMigrations } from './migrations.js';

export const drawingBlock: BlockDefinition<'drawing'> = {
  type: 'drawing',
  props: DrawingProps,
  defaultSize: DRAWING_SIZE,
  defaults: drawingDefaults,
  render: renderDrawing,
  migrations: drawingMigrations,
};
export { DrawingProps };
