/** The math block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
import type { BlockDefinition } from '../types.js';
import { MathProps, MATH_SIZE, mathDefaults } from './props.js';
import { renderMath } from './render.js';
import { mathMigrations } from './migrations.js';

export const mathBlock: BlockDefinition<'math'> = {
  type: 'math',
  props: MathProps,
  defaultSize: MATH_SIZE,
  defaults: mathDefaults,
  render: renderMath,
  migrations: mathMigrations,
};
export { MathProps };
