/** Group block (hidden type): blocks moved, resized and arranged together; children are positioned relative to the group. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { Block } from '../../schema/block.generated.js';

/** Group props: the grouped blocks; their x/y are relative to the group's top-left corner. */
export const GroupProps = lazySchema(() => z.object({
  get children(): z.ZodArray<typeof Block> {
    return z.array(Block);
  },
}));
export type GroupProps = z.infer<typeof GroupProps>;

export const GROUP_SIZE = { width: 1, height: 1 } as const;

/** Default props of an empty group (groups are normally made by `deck.block.group`). */
export function groupDefaults(): GroupProps {
  return { children: [] };
}
