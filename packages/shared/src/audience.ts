/**
 * Audience Q&A during a live presentation: viewers ask questions (no account needed, an optional name) and upvote
 * others' once each; presenters mark them answered, hide them, pin one over the slide and open or close Q&A. The
 * limits and shapes here are shared by the server and the web client; the zod schemas are in audience-input.ts.
 */

/** Lengths and rates of audience Q&A (per viewer: a viewer is a signed-in user or a browser's signed audience id). */
export const QA_LIMITS = {
  questionMax: 300,
  nameMax: 40,
  /** Questions one viewer may ask per minute. */
  questionsPerMinute: 3,
  /** Questions from one network address per minute (a room behind one router asks together). */
  questionsPerAddressPerMinute: 60,
  /** Votes one viewer may give per minute. */
  votesPerMinute: 30,
  /** Questions kept per session: past this, asking is refused. */
  questionsPerSession: 2000,
} as const;

/** How the audience orders the questions. */
export const QA_SORTS = ['votes', 'recent'] as const;
export type QaSort = (typeof QA_SORTS)[number];

/** A question as its audience sees it (`hidden` is only ever true for presenters: viewers never receive hidden ones). */
export interface QuestionJson {
  id: number;
  session_id: number;
  body: string;
  /** The name the asker gave, null when anonymous. */
  name: string | null;
  votes: number;
  answered: boolean;
  hidden: boolean;
  created_at: string;
}

/**
 * A live session's Q&A: whether the audience may ask, and the pinned question shown over the slide; and whether it may
 * send reactions (reactions.ts).
 */
export interface QaSessionJson {
  id: number;
  qa_open: boolean;
  reactions_open: boolean;
  pinned: QuestionJson | null;
  started_at: string;
  ended_at: string | null;
}

/**
 * Q&A in the join reply of the `live` namespace. `session` is null until a presenter opens the stream. `voted` are the
 * questions this viewer has upvoted; `audience_token` is the signed id the browser keeps to be the same viewer later.
 */
export interface QaJoinJson {
  session: QaSessionJson | null;
  questions: QuestionJson[];
  voted: number[];
  asked: number[];
  audience_token: string | null;
  can_moderate: boolean;
}

/** A past (or the current) session with its questions, for the deck's presenters to review afterwards. */
export interface QaSessionReviewJson extends QaSessionJson {
  questions: QuestionJson[];
}

/** Moderation a presenter applies to one question. */
export const QA_MODERATIONS = ['answer', 'unanswer', 'hide', 'unhide', 'pin', 'unpin'] as const;
export type QaModeration = (typeof QA_MODERATIONS)[number];

/** Socket.IO event names of Q&A on the `live` namespace. */
export const QA_EVENTS = {
  ask: 'qa:ask',
  vote: 'qa:vote',
  moderate: 'qa:moderate',
  settings: 'qa:settings',
  newSession: 'qa:new-session',
  /** Server → client: a question added or changed. */
  question: 'qa:question',
  /** Server → viewers: a question was hidden. */
  removed: 'qa:removed',
  /** Server → client: the session's settings or pinned question changed. */
  session: 'qa:session',
  /** Server → client: a new session started (questions start empty). */
  reset: 'qa:reset',
} as const;

/** The reply of a Q&A event: ok with the result, or the message to show. */
export type QaAck<T = unknown> = { ok: true; result: T } | { ok: false; error: string };

/** Questions in the order the audience picked: most votes first (then oldest), or newest first. */
export function sortQuestions<Q extends Pick<QuestionJson, 'id' | 'votes' | 'created_at'>>(questions: readonly Q[], sort: QaSort): Q[] {
  return [...questions].sort((a, b) => sort === 'votes'
    ? b.votes - a.votes || a.id - b.id
    : b.id - a.id);
}
