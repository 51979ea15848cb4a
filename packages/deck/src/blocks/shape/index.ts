/**
 * The shape block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { ShapeProps, SHAPE_SIZE, shapeDefaults } from './props.js';
import { renderShape } from './render.js';
import { shapeMigrations } from './migrations.js';

export const shapeBlock: BlockDefinition<'shape'> = {
  type: 'shape',
  props: ShapeProps,
  defaultSize: SHAPE_SIZE,
  defaults: shapeDefaults,
  render: renderShape,
  text: (block) => (block.props.text ? [block.props.text] : []),
  media: () => [],
  migrations: shapeMigrations,
};
export { ShapeProps };
