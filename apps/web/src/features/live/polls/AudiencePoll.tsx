/**
 * The open poll on the audience's screen: pick one option (or several) and vote, once; then, and once voting closes,
 * the results as they come in. A reset by the presenter lets everyone vote again.
 */
import { useState, type FormEvent } from 'react';
import { MESSAGES, POLL_EVENTS, type LivePollJson } from '@podium/shared';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/TextField';
import type { LiveConnection } from '../liveConnection';
import { PollResults } from './PollResults';
import type { PollAction, PollView } from './pollState';
import { currentPoll } from './pollState';

export interface AudiencePollProps {
  polls: PollView;
  live: boolean;
  send: LiveConnection['qa'] | undefined;
  dispatch: (action: PollAction) => void;
}

/** The poll card, or nothing while no poll has been opened. */
export function AudiencePoll({ polls, live, send, dispatch }: AudiencePollProps) {
  const poll = currentPoll(polls);
  if (!poll) return null;
  const mine = polls.voted[poll.id];
  return (
    <section className="poll-card" aria-labelledby="poll-card-title" data-testid="audience-poll" data-open={poll.open}>
      <h2 id="poll-card-title" className="poll-card__title">{poll.question}</h2>
      {poll.open && !mine
        // Keyed by round: a reset clears the choice made before it.
        ? <PollBallot key={`${poll.id}:${poll.round}`} poll={poll} live={live} send={send} dispatch={dispatch} />
        : (
          <>
            <p className="poll-card__status" role="status" data-testid="poll-status">{poll.open ? 'Thanks for voting. Results update live.' : MESSAGES.pollClosed}</p>
            <PollResults poll={poll} mine={mine?.options} />
          </>
        )}
    </section>
  );
}

function PollBallot({ poll, live, send, dispatch }: { poll: LivePollJson } & Omit<AudiencePollProps, 'polls'>) {
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const multiple = poll.mode === 'multiple';
  const toggle = (index: number, checked: boolean) => {
    setError(null);
    if (!multiple) return setPicked([index]);
    setPicked(checked ? [...picked, index].sort((a, b) => a - b) : picked.filter((i) => i !== index));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!send || sending) return;
    if (!picked.length) return setError(MESSAGES.pollChoiceRequired);
    setSending(true);
    const answer = await send<{ poll_id: number; options: number[]; round: number }>(POLL_EVENTS.vote, { poll_id: poll.id, options: picked });
    setSending(false);
    if (answer.ok) return dispatch({ type: 'voted', pollId: poll.id, options: answer.result.options, round: answer.result.round });
    setError(answer.error);
  };
  return (
    <form className="poll-card__form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="poll-card__options" aria-describedby={error ? 'poll-error' : undefined}>
        <legend className="poll-card__hint">{multiple ? 'Pick any that apply' : 'Pick one'}</legend>
        {poll.options.map((option, i) => (
          <label key={i} className="poll-card__option">
            <input type={multiple ? 'checkbox' : 'radio'} name={`poll-${poll.id}`} checked={picked.includes(i)} data-testid={`poll-choice-${i}`}
              onChange={(event) => toggle(i, event.target.checked)} />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      <div id="poll-error"><FormError message={error} /></div>
      <Button type="submit" variant="primary" loading={sending} disabled={!live} testId="poll-vote">Vote</Button>
    </form>
  );
}
