import { describe, expect, it } from 'vitest';
import type { QuestionJson } from '@podium/shared';
import { EMPTY_QA, reduceQa, type QaView } from './qaState';

const question = (id: number, extra: Partial<QuestionJson> = {}): QuestionJson => ({
  id, session_id: 1, body: `Question ${id}`, name: null, votes: 0, answered: false, hidden: false, created_at: '2026-01-01T00:00:00Z', ...extra,
});
const session = { id: 1, qa_open: true, reactions_open: true, pinned: null, started_at: '2026-01-01T00:00:00Z', ended_at: null };

describe('Q&A state', () => {
  const joined = (canModerate: boolean): QaView => reduceQa(EMPTY_QA, {
    type: 'join', qa: { session, questions: [question(1), question(2)], voted: [], asked: [], audience_token: null, can_moderate: canModerate },
  });

  it('keeps a question once when the join reply and its broadcast both carry it, with the newest votes', () => {
    const view = reduceQa(joined(false), { type: 'question', question: question(2, { votes: 3 }) });
    expect(view.questions.map((known) => [known.id, known.votes])).toEqual([[1, 0], [2, 3]]);
  });

  it('drops a hidden question from an audience list but keeps it, marked, for a moderator', () => {
    expect(reduceQa(joined(false), { type: 'question', question: question(1, { hidden: true }) }).questions.map((known) => known.id)).toEqual([2]);
    expect(reduceQa(joined(true), { type: 'question', question: question(1, { hidden: true }) }).questions[0]).toMatchObject({ id: 1, hidden: true });
  });

  it('remembers this viewer’s votes, and a new session starts empty', () => {
    const voted = reduceQa(joined(false), { type: 'voted', question: question(1, { votes: 1 }) });
    expect(voted.voted).toEqual([1]);
    const reset = reduceQa(voted, { type: 'reset', session: { ...session, id: 2 } });
    expect(reset).toMatchObject({ questions: [], voted: [], session: { id: 2 } });
    // A late broadcast of the old session does not come back into the new list.
    expect(reduceQa(reset, { type: 'question', question: question(3) }).questions).toEqual([]);
  });
});
