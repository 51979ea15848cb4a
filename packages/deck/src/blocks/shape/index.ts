/** The shape block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { ShapeProps, SHAPE_SIZE, shapeDefaults } from './props.js';
import { renderShape, parseShape } from './render.js';
import { shapeMigrations } from './migrations.js';

export const shapeBlock: BlockDefinition<'shape'> = {
  type: 'shape',
  props: ShapeProps,
  defaultSize: SHAPE_SIZE,
  defaults: shapeDefaults,
  render: renderShape,
  parse: parseShape,
  migrations: shapeMigrations,
};
export { ShapeProps };
