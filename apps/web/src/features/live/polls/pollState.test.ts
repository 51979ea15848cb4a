import { describe, expect, it } from 'vitest';
import type { LivePollJson } from '@podium/shared';
import { EMPTY_POLLS, currentPoll, frameResults, reducePolls } from './pollState';

const poll = (changes: Partial<LivePollJson> = {}): LivePollJson => ({
  id: 1, session_id: 1, block_id: 'b1', question: 'Q?', options: ['A', 'B'], mode: 'single', open: true, counts: [0, 0], voters: 0, round: 0, ...changes,
});

describe('poll state', () => {
  it('shows the open poll, keeps it with its results once closed, and ignores an older copy that arrives late', () => {
    let view = reducePolls(EMPTY_POLLS, { type: 'poll', poll: poll() });
    expect(currentPoll(view)?.id).toBe(1);
    view = reducePolls(view, { type: 'poll', poll: poll({ counts: [2, 1], voters: 3 }) });
    // Two processes send their counts: one read before the last vote may arrive after it.
    view = reducePolls(view, { type: 'poll', poll: poll({ counts: [1, 1], voters: 2 }) });
    expect(currentPoll(view)?.counts).toEqual([2, 1]);
    view = reducePolls(view, { type: 'poll', poll: poll({ open: false, counts: [2, 1], voters: 3 }) });
    expect(currentPoll(view)).toMatchObject({ open: false, counts: [2, 1] });
    expect(frameResults(view)).toEqual([{ block_id: 'b1', counts: [2, 1], voters: 3, open: false }]);
  });

  it('forgets this viewer’s vote when the presenter clears the votes, and every poll when a new session starts', () => {
    let view = reducePolls(EMPTY_POLLS, { type: 'join', polls: { polls: [poll({ counts: [1, 0], voters: 1 })], voted: { 1: [0] }, blocks: [] } });
    expect(view.voted[1]).toEqual({ options: [0], round: 0 });
    view = reducePolls(view, { type: 'poll', poll: poll({ round: 1 }) });
    expect(view.voted[1]).toBeUndefined();
    expect(currentPoll(view)?.counts).toEqual([0, 0]);
    view = reducePolls(view, { type: 'session' });
    expect(currentPoll(view)).toBeNull();
  });
});
