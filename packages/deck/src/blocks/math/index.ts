/** The math block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { MathProps, MATH_SIZE, mathDefaults } from './props.js';
import { renderMath, parseMath } from './render.js';
import { mathMigrations } from './migrations.js';

export const mathBlock: BlockDefinition<'math'> = {
  type: 'math',
  props: MathProps,
  defaultSize: MATH_SIZE,
  defaults: mathDefaults,
  render: renderMath,
  parse: parseMath,
  migrations: mathMigrations,
};
export { MathProps };
