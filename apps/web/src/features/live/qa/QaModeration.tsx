/**
 * The presenter's Q&A in the speaker view (beside the deck, a second window or a phone): every question, hidden ones
 * too, to mark answered, hide or pin over the slide; asking opened or closed; reactions on or off; a new session.
 */
import { useState } from 'react';
import { QA_EVENTS, REACTION_EVENTS, sortQuestions, type QaModeration as Moderation, type QaSort } from '@podium/shared';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/TextField';
import { Toggle } from '../../../components/Toggle';
import type { LiveConnection } from '../liveConnection';
import type { QaView } from './qaState';
import { QaHistoryDialog } from './QaHistoryDialog';
import { QuestionItem, SortSwitch } from './QuestionItem';

/** Moderation panel. */
export function QaModeration({ qa, send, historyOf }: { qa: QaView; send: LiveConnection['qa'] | undefined; historyOf?: number }) {
  const [sort, setSort] = useState<QaSort>('votes');
  const [history, setHistory] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (event: string, payload?: unknown) => {
    if (!send) return;
    setBusy(true);
    const answer = await send(event, payload);
    setBusy(false);
    setError(answer.ok ? null : answer.error);
  };
  const moderate = (id: number, action: Moderation) => void run(QA_EVENTS.moderate, { id, action });
  const session = qa.session;
  // Hidden questions go last: the presenter still sees them, to show them again.
  const sorted = sortQuestions(qa.questions, sort);
  const questions = [...sorted.filter((question) => !question.hidden), ...sorted.filter((question) => question.hidden)];
  const pinnedId = session?.pinned?.id ?? null;
  const waiting = questions.filter((question) => !question.hidden && !question.answered).length;

  return (
    <section className="qa qa--moderation speaker__qa" aria-labelledby="qa-moderation-title" data-testid="qa-moderation">
      <div className="qa__list-head">
        <h2 id="qa-moderation-title" className="qa__title">Audience questions <span className="qa__count">({waiting} open)</span></h2>
        <SortSwitch sort={sort} onSort={setSort} />
      </div>
      {!session ? <p className="qa__status">Connecting to the presentation…</p> : (
        <div className="qa__settings">
          <Toggle label="Let the audience ask" checked={session.qa_open} busy={busy} testId="qa-open"
            onChange={(checked) => void run(QA_EVENTS.settings, { qa_open: checked })} />
          <Toggle label="Let the audience react" checked={session.reactions_open} busy={busy} testId="reactions-open"
            onChange={(checked) => void run(REACTION_EVENTS.settings, { reactions_open: checked })} />
          <Button size="sm" variant="ghost" onClick={() => void run(QA_EVENTS.newSession)} testId="qa-new-session">
            Start a new session
          </Button>
          {historyOf !== undefined && (
            <Button size="sm" variant="ghost" onClick={() => setHistory(true)} testId="qa-history-open">All sessions</Button>
          )}
        </div>
      )}
      <FormError message={error} />
      {questions.length === 0
        ? <p className="qa__empty muted">No questions yet. The audience asks on the live page.</p>
        : (
          <ul className="qa__list" data-testid="qa-list">
            {questions.map((question) => (
              <QuestionItem key={question.id} question={question} pinned={pinnedId === question.id}>
                <Button size="sm" variant={question.answered ? 'primary' : 'secondary'} aria-pressed={question.answered} testId="qa-answer"
                  onClick={() => moderate(question.id, question.answered ? 'unanswer' : 'answer')}>Answered</Button>
                <Button size="sm" variant={pinnedId === question.id ? 'primary' : 'secondary'} aria-pressed={pinnedId === question.id} testId="qa-pin"
                  onClick={() => moderate(question.id, pinnedId === question.id ? 'unpin' : 'pin')}>Show on screen</Button>
                <Button size="sm" variant="ghost" aria-pressed={question.hidden} testId="qa-hide"
                  onClick={() => moderate(question.id, question.hidden ? 'unhide' : 'hide')}>Hide</Button>
              </QuestionItem>
            ))}
          </ul>
        )}
      {historyOf !== undefined && <QaHistoryDialog deckId={historyOf} open={history} onClose={() => setHistory(false)} />}
    </section>
  );
}
