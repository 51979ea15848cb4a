/**
 * Audience reactions during a live presentation: viewers tap one of a few emoji, which float briefly over the slide on
 * every screen of the stream. The server counts them per stream in short windows and sends one batch per window, so a
 * large audience costs a few messages a second, not one per tap; above a threshold a window's emoji is drawn once with
 * its count. The presenter turns them on or off (stored on the live session, beside the Q&A setting).
 */

/** The reactions a viewer may send, in the order of the buttons, each with the name screen readers say. */
export const REACTIONS = [
  { emoji: '👏', label: 'Applause' },
  { emoji: '❤️', label: 'Love' },
  { emoji: '😂', label: 'Laughter' },
  { emoji: '😮', label: 'Surprise' },
  { emoji: '👍', label: 'Thumbs up' },
  { emoji: '🎉', label: 'Celebrate' },
] as const;
export type ReactionEmoji = (typeof REACTIONS)[number]['emoji'];
export const REACTION_EMOJI = REACTIONS.map((reaction) => reaction.emoji) as [ReactionEmoji, ...ReactionEmoji[]];

/** Rates and timings of reactions. */
export const REACTION_LIMITS = {
  /** Reactions one viewer may send per `perViewerWindowMs` (on every process together). */
  perViewer: 5,
  perViewerWindowMs: 10_000,
  /** A server process sends a stream's reactions once per window. */
  batchWindowMs: 1000,
  /** Above this many of one emoji in a batch, screens draw it once with "×N" instead of N floating emoji. */
  aggregateAbove: 5,
  /** How long an emoji floats (or a count badge stays, with reduced motion). */
  floatMs: 2500,
  /** Screen readers hear a summary of the reactions at most this often. */
  announceEveryMs: 5000,
} as const;

/** Socket.IO event names of reactions on the `live` namespace. */
export const REACTION_EVENTS = {
  /** Client → server: `{ emoji }`; acknowledged like Q&A events (QaAck). */
  send: 'reaction',
  /** Presenter → server: `{ reactions_open }`. */
  settings: 'reactions:settings',
  /** Server → everyone in the stream: one window's reactions (ReactionBatchJson). */
  batch: 'reactions:batch',
} as const;

/** One window's reactions of a stream: how many of each emoji (absent: none). */
export interface ReactionBatchJson {
  counts: Partial<Record<ReactionEmoji, number>>;
}

/** The accessible name of an emoji (the emoji itself when it is not one of ours). */
export const reactionLabel = (emoji: string): string => REACTIONS.find((reaction) => reaction.emoji === emoji)?.label ?? emoji;

/** Adds one batch's counts to `into` (returns a new object). */
export function addReactionCounts(into: ReactionBatchJson['counts'], counts: ReactionBatchJson['counts']): ReactionBatchJson['counts'] {
  const sum: ReactionBatchJson['counts'] = { ...into };
  for (const { emoji } of REACTIONS) {
    const n = counts[emoji];
    if (typeof n === 'number' && n > 0) sum[emoji] = (sum[emoji] ?? 0) + n;
  }
  return sum;
}

/** What screen readers hear: "12 reactions: Applause 8, Love 4" (most first), or '' when there were none. */
export function reactionSummary(counts: ReactionBatchJson['counts']): string {
  const parts = REACTIONS.map(({ emoji, label }) => ({ label, n: counts[emoji] ?? 0 }))
    .filter((part) => part.n > 0)
    .sort((a, b) => b.n - a.n);
  const total = parts.reduce((sum, part) => sum + part.n, 0);
  if (!total) return '';
  return `${total} ${total === 1 ? 'reaction' : 'reactions'}: ${parts.map((part) => `${part.label} ${part.n}`).join(', ')}`;
}
