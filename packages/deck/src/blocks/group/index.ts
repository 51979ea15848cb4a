/**
 * The group block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { GroupProps, GROUP_SIZE, groupDefaults } from './props.js';
import { renderGroup } from './render.js';
import { groupMigrations } from './migrations.js';

export const groupBlock: BlockDefinition<'group'> = {
  type: 'group',
  props: GroupProps,
  defaultSize: GROUP_SIZE,
  defaults: groupDefaults,
  render: renderGroup,
  text: (block, ctx) => block.props.children.flatMap((child) => ctx.blockText(child)),
  media: () => [],
  migrations: groupMigrations,
};
export { GroupProps };
