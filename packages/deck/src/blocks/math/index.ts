/**
 * The math block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
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
  text: () => [],
  media: () => [],
  migrations: mathMigrations,
};
export { MathProps };
