/** A poll's results as a list of labelled bars (text first: each option says its votes and share). */
import { pollPercent, votersLabel, votesLabel, type LivePollJson } from '@podium/shared';

/** The results of `poll`; `mine` marks the options this viewer picked. */
export function PollResults({ poll, mine = [] }: { poll: LivePollJson; mine?: number[] }) {
  const total = poll.counts.reduce((sum, n) => sum + n, 0);
  return (
    <div className="poll-results" data-testid="poll-results">
      <ol className="poll-results__list">
        {poll.options.map((option, i) => {
          const percent = pollPercent(poll.counts[i] ?? 0, total);
          return (
            <li key={i} className="poll-results__item" data-testid="poll-result" data-votes={poll.counts[i] ?? 0}>
              <span className="poll-results__label">
                <span>{option}{mine.includes(i) ? ' (your vote)' : ''}</span>
                <span className="poll-results__count">{`${votesLabel(poll.counts[i] ?? 0)} · ${percent}%`}</span>
              </span>
              <span className="poll-results__track" aria-hidden="true"><span className="poll-results__bar" style={{ width: `${percent}%` }} /></span>
            </li>
          );
        })}
      </ol>
      <p className="poll-results__total" data-testid="poll-voters">{votersLabel(poll.voters)}</p>
    </div>
  );
}
