/** Group block (hidden type): blocks moved, resized and arranged together; children are positioned relative to the group. */
export { GroupProps } from '../../schema/block.js';
import type { GroupProps } from '../../schema/block.js';

export const GROUP_SIZE = { width: 1, height: 1 } as const;

/** Default props of an empty group (groups are normally made by `deck.block.group`). */
export function groupDefaults(): GroupProps {
  return { children: [] };
}
