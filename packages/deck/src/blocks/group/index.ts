/** The group block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
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
  migrations: groupMigrations,
};
export { GroupProps };
