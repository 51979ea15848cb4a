/**
 * The presenter's poll controls (the speaker view lists every poll of the deck; the presenter page the ones on the
 * current slide): open voting, close it, clear the votes, with the results as they come in. Results of the deck's
 * past sessions download as CSV from the speaker view.
 */
import { useState } from 'react';
import { POLL_EVENTS, votersLabel, type DeckPollJson, type PollControl, type StreamState } from '@podium/shared';
import { Button, ButtonLink } from '../../../components/Button';
import { FormError } from '../../../components/TextField';
import type { LiveConnection } from '../liveConnection';
import { PollResults } from './PollResults';
import type { PollView } from './pollState';

export interface PollControlsProps {
  polls: PollView;
  send: LiveConnection['qa'] | undefined;
  /** The slide shown: its polls come first (or alone, with `onlyCurrent`). */
  state: StreamState | null;
  onlyCurrent?: boolean;
  /** The deck whose results download as CSV (absent: no download link). */
  csvOf?: number;
}

const onSlide = (block: DeckPollJson, state: StreamState | null) => state !== null && block.indexh === state.indexh && block.indexv === (state.indexv ?? 0);

/** The controls, or nothing when the deck (or slide) has no poll. */
export function PollControls({ polls, send, state, onlyCurrent = false, csvOf }: PollControlsProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const blocks = [...polls.blocks.filter((block) => onSlide(block, state)), ...(onlyCurrent ? [] : polls.blocks.filter((block) => !onSlide(block, state)))];
  if (!blocks.length) return null;
  const run = async (blockId: string, action: PollControl) => {
    if (!send) return;
    setBusy(blockId);
    const answer = await send(POLL_EVENTS.control, { block_id: blockId, action });
    setBusy(null);
    setError(answer.ok ? null : answer.error);
  };
  return (
    <section className={`poll-controls${onlyCurrent ? ' poll-controls--compact' : ''}`} aria-label="Polls" data-testid={onlyCurrent ? 'slide-poll-controls' : 'poll-controls'}>
      {!onlyCurrent && <h2 className="qa__title">Polls</h2>}
      <FormError message={error} />
      <ul className="poll-controls__list">
        {blocks.map((block) => {
          const poll = polls.polls.find((p) => p.block_id === block.block_id);
          const status = !poll ? 'Not opened yet' : poll.open ? 'Voting open' : 'Voting closed';
          return (
            <li key={block.block_id} className="poll-controls__item" data-testid="poll-control" data-open={poll?.open ?? false}>
              <div className="poll-controls__head">
                <span className="poll-controls__question">{block.question || 'Untitled poll'}</span>
                <span className="qa-tag" data-testid="poll-control-status">{`Slide ${block.indexh + 1}${block.indexv ? `.${block.indexv + 1}` : ''} · ${status}`}</span>
              </div>
              <div className="poll-controls__actions">
                {poll?.open
                  ? <Button size="sm" loading={busy === block.block_id} onClick={() => void run(block.block_id, 'close')} testId="poll-close">Close voting</Button>
                  : <Button size="sm" variant="primary" loading={busy === block.block_id} onClick={() => void run(block.block_id, 'open')} testId="poll-open">{poll ? 'Reopen voting' : 'Open voting'}</Button>}
                {poll && (
                  <Button size="sm" variant="ghost" disabled={busy === block.block_id} onClick={() => void run(block.block_id, 'reset')} testId="poll-reset">Clear votes</Button>
                )}
              </div>
              {poll && !onlyCurrent && <PollResults poll={poll} />}
              {poll && onlyCurrent && <span className="poll-controls__votes" data-testid="poll-control-voters">{votersLabel(poll.voters)}</span>}
            </li>
          );
        })}
      </ul>
      {csvOf !== undefined && (
        <ButtonLink size="sm" variant="ghost" to={`/api/v1/decks/${csvOf}/live_polls.csv`} reloadDocument download testId="poll-csv">Download results (CSV)</ButtonLink>
      )}
    </section>
  );
}
