/**
 * The audience's Q&A beside the live deck: ask a question (no account needed, a name if they like), upvote others'
 * once each, and read the list by votes or newest first.
 */
import { useState, type FormEvent } from 'react';
import { MESSAGES, QA_EVENTS, QA_LIMITS, sortQuestions, type QaSort, type QuestionJson } from '@podium/shared';
import { Button } from '../../../components/Button';
import { FormError, TextField } from '../../../components/TextField';
import type { LiveConnection } from '../liveConnection';
import type { QaAction, QaView } from './qaState';
import { QuestionItem, SortSwitch } from './QuestionItem';

export interface AudienceQaProps {
  qa: QaView;
  live: boolean;
  send: LiveConnection['qa'] | undefined;
  dispatch: (action: QaAction) => void;
}

/** The audience's Q&A panel. */
export function AudienceQa({ qa, live, send, dispatch }: AudienceQaProps) {
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [voteError, setVoteError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sort, setSort] = useState<QaSort>('votes');
  const open = live && qa.session?.qa_open === true;
  const closedText = !live ? null : !qa.session ? MESSAGES.qaNotStarted : !qa.session.qa_open ? MESSAGES.qaClosed : null;
  const tooLong = body.length > QA_LIMITS.questionMax ? MESSAGES.questionTooLong(QA_LIMITS.questionMax) : null;

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!send || sending) return;
    if (!body.trim()) return setError(MESSAGES.questionRequired);
    if (tooLong) return setError(tooLong);
    setSending(true);
    const answer = await send<QuestionJson>(QA_EVENTS.ask, { body, ...(name.trim() ? { name } : {}) });
    setSending(false);
    if (!answer.ok) return setError(answer.error);
    dispatch({ type: 'asked', question: answer.result });
    setBody('');
    setError(null);
  };

  const vote = async (id: number) => {
    if (!send) return;
    const answer = await send<QuestionJson>(QA_EVENTS.vote, { id });
    if (!answer.ok) return setVoteError(answer.error);
    setVoteError(null);
    dispatch({ type: 'voted', question: answer.result });
  };

  const questions = sortQuestions(qa.questions, sort);
  return (
    <section className="qa qa--audience" aria-labelledby="qa-audience-title" data-testid="audience-qa">
      <h2 id="qa-audience-title" className="qa__title">Questions</h2>
      {closedText && <p className="qa__status" role="status" data-testid="qa-status">{closedText}</p>}
      {open && (
        <form className="qa__form" onSubmit={(event) => void ask(event)} noValidate>
          <TextField id="qa-body" name="body" label="Your question" multiline value={body} max={QA_LIMITS.questionMax}
            error={error} testId="qa-body" onChange={(event) => { setBody(event.target.value); if (error) setError(null); }} />
          <TextField id="qa-name" name="name" label="Your name (optional)" value={name} maxLength={QA_LIMITS.nameMax}
            autoComplete="nickname" error={null} testId="qa-name" onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="primary" loading={sending} testId="qa-ask">Ask</Button>
        </form>
      )}
      <div className="qa__list-head">
        <span className="qa__count">{questions.length === 1 ? '1 question' : `${questions.length} questions`}</span>
        <SortSwitch sort={sort} onSort={setSort} />
      </div>
      <FormError message={voteError} />
      {questions.length === 0
        ? <p className="qa__empty muted">{open ? 'No questions yet. Be the first to ask.' : 'No questions yet.'}</p>
        : (
          <ul className="qa__list" data-testid="qa-list">
            {questions.map((question) => {
              const voted = qa.voted.includes(question.id);
              return (
                <QuestionItem key={question.id} question={question} mine={qa.asked.includes(question.id)} pinned={qa.session?.pinned?.id === question.id}>
                  <Button size="sm" variant={voted ? 'primary' : 'secondary'} aria-pressed={voted} disabled={voted || !open}
                    onClick={() => void vote(question.id)} testId="qa-vote">{voted ? 'Upvoted' : 'Upvote'}</Button>
                </QuestionItem>
              );
            })}
          </ul>
        )}
    </section>
  );
}
