/** The questions of the deck's live sessions, this one and earlier ones, for its presenters to read back afterwards. */
import { useQuery } from '@tanstack/react-query';
import { genericMessage, sortQuestions } from '@podium/shared';
import { listQaSessions } from '../../../api/live';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { QuestionItem } from './QuestionItem';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The dialog; loads the sessions while open. */
export function QaHistoryDialog({ deckId, open, onClose }: { deckId: number; open: boolean; onClose(): void }) {
  const sessions = useQuery({ queryKey: ['qa-sessions', deckId], queryFn: ({ signal }) => listQaSessions(deckId, signal), enabled: open, staleTime: 0 });
  return (
    <Dialog open={open} title="Questions of every session" onCancel={onClose} size="lg" testId="qa-history">
      {sessions.isPending ? <Spinner label="Loading questions…" />
        : sessions.isError ? <p role="alert">{genericMessage()}</p>
          : sessions.data.length === 0 ? <p className="muted">No live session yet.</p>
            : sessions.data.map((session) => (
              <section key={session.id} className="qa-history__session" aria-label={`Session of ${dateTime(session.started_at)}`}>
                <h3 className="qa-history__title">
                  {dateTime(session.started_at)}{session.ended_at ? '' : ' · current session'}
                  <span className="qa__count"> · {session.questions.length === 1 ? '1 question' : `${session.questions.length} questions`}</span>
                </h3>
                {session.questions.length === 0 ? <p className="muted">No questions were asked.</p> : (
                  <ul className="qa__list">
                    {sortQuestions(session.questions, 'votes').map((question) => (
                      <QuestionItem key={question.id} question={question} pinned={!session.ended_at && session.pinned?.id === question.id} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
    </Dialog>
  );
}
