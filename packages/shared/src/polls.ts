/**
 * Audience polls during a live presentation. A poll is a block of the deck (question, 2–8 options, single or multiple
 * choice); while presenting, the presenter opens it, the audience votes on their devices (once per viewer: a signed-in
 * user or a browser's signed audience id) and every screen draws the results on the slide as they come in. Results
 * are stored per live session. The zod schemas are in polls-input.ts.
 */

/** Sizes and rates of polls. */
export const POLL_LIMITS = {
  optionsMin: 2,
  optionsMax: 8,
  questionMax: 200,
  optionMax: 80,
  /** Votes (and changes of mind refused) one viewer may send per minute, on every process together. */
  votesPerMinute: 20,
  /** A process sends a poll's new counts at most once per window (a crowd voting costs a few messages a second). */
  resultsWindowMs: 150,
} as const;

/** How many options a voter may pick. */
export const POLL_MODES = ['single', 'multiple'] as const;
export type PollMode = (typeof POLL_MODES)[number];

/** What a presenter can do with a poll: open voting, close it (results stay on screen), or clear every vote. */
export const POLL_CONTROLS = ['open', 'close', 'reset'] as const;
export type PollControl = (typeof POLL_CONTROLS)[number];

/** Socket.IO event names of polls on the `live` namespace (acknowledged like Q&A events: QaAck). */
export const POLL_EVENTS = {
  /** Viewer → server: `{ poll_id, options }` (indexes into the poll's options). */
  vote: 'poll:vote',
  /** Presenter → server: `{ block_id, action }`. */
  control: 'poll:control',
  /** Server → everyone in the stream: a poll and its counts changed (LivePollJson). */
  poll: 'poll:results',
} as const;

/** A poll of a live session: the question and options as they were when it was first opened, and its counts. */
export interface LivePollJson {
  id: number;
  session_id: number;
  /** The poll block of the deck it came from. */
  block_id: string;
  question: string;
  options: string[];
  mode: PollMode;
  open: boolean;
  /** Votes per option, in option order. */
  counts: number[];
  /** How many viewers voted (a multiple-choice voter counts once here and once per option picked). */
  voters: number;
  /** Bumped by every reset: a viewer's earlier vote no longer counts. */
  round: number;
}

/** A poll block of the deck, where it is (for the presenter's controls). */
export interface DeckPollJson {
  block_id: string;
  indexh: number;
  indexv: number;
  question: string;
}

/** Polls in the join reply: the session's polls, this viewer's votes (poll id → options), and for presenters the deck's poll blocks. */
export interface PollJoinJson {
  polls: LivePollJson[];
  voted: Record<number, number[]>;
  blocks: DeckPollJson[];
}

/** The message a player frame gets with the results to draw on its poll blocks (see apps/web/src/player/addons/poll.ts). */
export const POLL_FRAME_MESSAGE = 'podium:poll-results';
export interface PollFrameResult {
  block_id: string;
  counts: number[];
  voters: number;
  open: boolean;
}

/** The share of `count` in `total`, as a whole percentage (0 when nobody voted). */
export const pollPercent = (count: number, total: number): number => (total > 0 ? Math.round((count / total) * 100) : 0);

/** "12 votes" / "1 vote". */
export const votesLabel = (n: number): string => `${n} ${n === 1 ? 'vote' : 'votes'}`;

/** "12 people voted" / "1 person voted" (a multiple-choice voter is one person, with several votes). */
export const votersLabel = (n: number): string => `${n} ${n === 1 ? 'person' : 'people'} voted`;

/** Which of two copies of a poll is newer: a later round, or more voters in the same round (counts only grow in a round). */
export function newerPoll(a: LivePollJson, b: LivePollJson | undefined): boolean {
  if (!b) return true;
  if (a.round !== b.round) return a.round > b.round;
  if (a.open !== b.open) return true;
  return a.voters >= b.voters;
}
