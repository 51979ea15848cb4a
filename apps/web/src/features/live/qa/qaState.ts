/** The Q&A of a live stream as one screen holds it: the session, the questions it may see, and this viewer's votes. */
import type { QaSessionJson, QuestionJson } from '@podium/shared';
import type { QaUpdate } from '../liveConnection';

export interface QaView {
  session: QaSessionJson | null;
  questions: QuestionJson[];
  /** Questions this viewer upvoted (they cannot vote again). */
  voted: number[];
  /** Questions this viewer asked. */
  asked: number[];
  canModerate: boolean;
}

export const EMPTY_QA: QaView = { session: null, questions: [], voted: [], asked: [], canModerate: false };

/** What the server sends, plus what this screen learns from its own acknowledged asks and votes. */
export type QaAction = QaUpdate | { type: 'voted'; question: QuestionJson } | { type: 'asked'; question: QuestionJson };

/** Adds or replaces a question by id (a question can arrive both in the join reply and as a broadcast). */
function upsert(questions: QuestionJson[], question: QuestionJson): QuestionJson[] {
  const index = questions.findIndex((known) => known.id === question.id);
  if (index === -1) return [...questions, question];
  const next = [...questions];
  next[index] = question;
  return next;
}

/** The next view after one update. */
export function reduceQa(view: QaView, action: QaAction): QaView {
  switch (action.type) {
    case 'join':
      return {
        session: action.qa.session, questions: action.qa.questions, voted: action.qa.voted, asked: action.qa.asked,
        canModerate: action.qa.can_moderate,
      };
    case 'question':
    case 'voted':
    case 'asked': {
      const { question } = action;
      // A question of another session (a broadcast racing a new session) is not this list's.
      if (view.session && question.session_id !== view.session.id) return view;
      const questions = question.hidden && !view.canModerate
        ? view.questions.filter((known) => known.id !== question.id)
        : upsert(view.questions, question);
      const pinned = view.session?.pinned?.id === question.id ? { ...view.session, pinned: question } : view.session;
      return {
        ...view,
        session: pinned,
        questions,
        voted: action.type === 'voted' && !view.voted.includes(question.id) ? [...view.voted, question.id] : view.voted,
        asked: action.type === 'asked' && !view.asked.includes(question.id) ? [...view.asked, question.id] : view.asked,
      };
    }
    case 'removed':
      return { ...view, questions: view.questions.filter((known) => known.id !== action.id) };
    case 'session':
      return { ...view, session: action.session };
    case 'reset':
      return { ...view, session: action.session, questions: [], voted: [], asked: [] };
  }
}
