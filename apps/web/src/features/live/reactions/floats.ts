/**
 * How a batch of reactions is drawn: each emoji floats once per tap, but past REACTION_LIMITS.aggregateAbove taps of
 * one emoji in a batch it floats once with "×N" (a thousand viewers do not paint a thousand emoji).
 */
import { REACTION_LIMITS, REACTIONS, type ReactionBatchJson, type ReactionEmoji } from '@podium/shared';

export interface FloatItem {
  key: string;
  emoji: ReactionEmoji;
  /** 1 for one tap; N for N taps drawn as one. */
  count: number;
  /** Horizontal position, % of the stage's width. */
  left: number;
  /** Start delay in ms, so a batch's emoji rise one after another through the window they came in. */
  delay: number;
}

/** Most emoji on screen at once (older ones give way). */
export const MAX_FLOATS = 60;

let serial = 0;

/** The floating emoji of one batch; `random` (0..1) places them. */
export function floatsOf(counts: ReactionBatchJson['counts'], random: () => number = Math.random): FloatItem[] {
  const items: FloatItem[] = [];
  for (const { emoji } of REACTIONS) {
    const n = counts[emoji] ?? 0;
    if (!Number.isInteger(n) || n <= 0) continue;
    const drawn = n > REACTION_LIMITS.aggregateAbove ? [n] : Array<number>(n).fill(1);
    for (const count of drawn) items.push({ key: `r${(serial += 1)}`, emoji, count, left: 0, delay: 0 });
  }
  const spread = REACTION_LIMITS.batchWindowMs / Math.max(1, items.length);
  return items.map((item, index) => ({
    ...item,
    left: Math.round(8 + random() * 84),
    delay: Math.round(index * spread),
  }));
}
