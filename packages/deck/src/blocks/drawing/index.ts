/**
 * The drawing block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
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
  text: () => [],
  media: () => [],
  migrations: drawingMigrations,
};
export { DrawingProps };
