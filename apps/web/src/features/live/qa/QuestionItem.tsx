/** One audience question: its text (always as text, never HTML), who asked, votes and state; actions go in `children`. */
import type { ReactNode } from 'react';
import type { QuestionJson } from '@podium/shared';

/** "3 votes". */
export const votesText = (votes: number) => `${votes} ${votes === 1 ? 'vote' : 'votes'}`;

/** A question in a list. */
export function QuestionItem({ question, mine, pinned, children }: { question: QuestionJson; mine?: boolean; pinned?: boolean; children?: ReactNode }) {
  const state = [question.hidden ? 'hidden' : '', question.answered ? 'answered' : '', pinned ? 'pinned' : ''].filter(Boolean).join(' ');
  return (
    <li className={`qa-question${question.hidden ? ' is-hidden' : ''}${question.answered ? ' is-answered' : ''}`}
      data-testid="qa-question" data-id={question.id} data-state={state || 'open'} data-votes={question.votes}>
      <p className="qa-question__body">{question.body}</p>
      <div className="qa-question__meta">
        <span>{question.name ?? 'Anonymous'}</span>
        <span data-testid="qa-votes">{votesText(question.votes)}</span>
        {mine && <span className="qa-tag">Your question</span>}
        {pinned && <span className="qa-tag qa-tag--pinned">On screen</span>}
        {question.answered && <span className="qa-tag qa-tag--answered">Answered</span>}
        {question.hidden && <span className="qa-tag qa-tag--hidden">Hidden from the audience</span>}
      </div>
      {children && <div className="qa-question__actions">{children}</div>}
    </li>
  );
}

/** The two orders of the list, as a pair of pressed buttons. */
export function SortSwitch({ sort, onSort }: { sort: 'votes' | 'recent'; onSort: (sort: 'votes' | 'recent') => void }) {
  return (
    <div className="qa-sort" role="group" aria-label="Sort questions">
      <button type="button" className="qa-sort__option" aria-pressed={sort === 'votes'} onClick={() => onSort('votes')} data-testid="qa-sort-votes">Most votes</button>
      <button type="button" className="qa-sort__option" aria-pressed={sort === 'recent'} onClick={() => onSort('recent')} data-testid="qa-sort-recent">Newest</button>
    </div>
  );
}

/** The pinned question over the slide, for everyone in the stream. */
export function PinnedQuestion({ question }: { question: QuestionJson | null }) {
  return (
    <div className="qa-pinned-region" aria-live="polite">
      {question && (
        <aside className="qa-pinned" data-testid="qa-pinned" aria-label="Question on screen">
          <span className="qa-pinned__from">{question.name ? `${question.name} asks` : 'From the audience'}</span>
          <p className="qa-pinned__body">{question.body}</p>
        </aside>
      )}
    </div>
  );
}
