/** The group block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { GroupProps, GROUP_SIZE, groupDefaults } from './props.js';
import { renderGroup, parseGroup } from './render.js';
import { groupMigrations } from './migrations.js';

export const groupBlock: BlockDefinition<'group'> = {
  type: 'group',
  props: GroupProps,
  defaultSize: GROUP_SIZE,
  defaults: groupDefaults,
  render: renderGroup,
  parse: parseGroup,
  migrations: groupMigrations,
};
export { GroupProps };
