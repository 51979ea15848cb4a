/**
 * reveal.js fragments as PowerPoint click steps: the step order reveal.js uses (indexed fragments by index, then the
 * unindexed ones one step each in document order) and the PowerPoint effect for each fragment style.
 */
import type { FragmentStyleId } from '../../schema/common.js';
import type { Block } from '../../schema/block.js';
import { paintOrder } from '../../blocks/group/render.js';

/** Block id → 0-based click step. */
export type FragmentSteps = Map<string, number>;

/** How a fragment style plays in PowerPoint, and what is lost when it is not exactly the same. */
export const FRAGMENT_EFFECTS: Record<FragmentStyleId, { direction: 'in' | 'out'; loss?: string }> = {
  'fade-in': { direction: 'in' },
  'fade-down': { direction: 'in', loss: 'fades in without sliding down' },
  'fade-up': { direction: 'in', loss: 'fades in without sliding up' },
  'fade-right': { direction: 'in', loss: 'fades in without sliding right' },
  'fade-left': { direction: 'in', loss: 'fades in without sliding left' },
  'fade-out': { direction: 'out' },
  'semi-fade-out': { direction: 'out', loss: 'fades out fully instead of to half' },
  'fade-in-then-out': { direction: 'in', loss: 'fades in but stays on the next step' },
  'fade-in-then-semi-out': { direction: 'in', loss: 'fades in but stays on the next step' },
};

/** The click step of every fragment block on a slide (groups included), in reveal.js's order. */
export function fragmentSteps(blocks: readonly Block[]): FragmentSteps {
  const indexed = new Map<number, string[]>();
  const unindexed: string[] = [];
  const visit = (list: readonly Block[]) => {
    for (const block of paintOrder(list)) {
      if (block.fragment) {
        if (block.fragment.index === undefined) unindexed.push(block.id);
        else indexed.set(block.fragment.index, [...(indexed.get(block.fragment.index) ?? []), block.id]);
      }
      if (block.type === 'group') visit(block.props.children);
    }
  };
  visit(blocks);
  const steps: FragmentSteps = new Map();
  let step = 0;
  for (const index of [...indexed.keys()].sort((a, b) => a - b)) {
    for (const id of indexed.get(index)!) steps.set(id, step);
    step += 1;
  }
  for (const id of unindexed) steps.set(id, step++);
  return steps;
}
