/** The polls of a live stream as one screen holds them: the session's polls with counts, this viewer's votes, the deck's poll blocks. */
import { newerPoll, type DeckPollJson, type LivePollJson, type PollFrameResult, type PollJoinJson } from '@podium/shared';

export interface PollView {
  polls: LivePollJson[];
  /** This viewer's vote per poll id, with the round it counts in (a reset starts a new one). */
  voted: Record<number, { options: number[]; round: number }>;
  /** The deck's poll blocks (presenters only). */
  blocks: DeckPollJson[];
  /** The poll the audience is shown: the last one opened (it stays, with its results, once closed). */
  currentId: number | null;
}

export const EMPTY_POLLS: PollView = { polls: [], voted: {}, blocks: [], currentId: null };

export type PollAction =
  | { type: 'join'; polls: PollJoinJson }
  | { type: 'poll'; poll: LivePollJson }
  | { type: 'voted'; pollId: number; options: number[]; round: number }
  /** A new live session began: its polls start afresh. */
  | { type: 'session' };

/** The next view after one update. */
export function reducePolls(view: PollView, action: PollAction): PollView {
  switch (action.type) {
    case 'join': {
      const byId = new Map(action.polls.polls.map((poll) => [poll.id, poll]));
      const voted = Object.fromEntries(Object.entries(action.polls.voted).map(([id, options]) => [id, { options, round: byId.get(Number(id))?.round ?? 0 }]));
      const open = action.polls.polls.find((poll) => poll.open);
      const keep = view.currentId !== null && byId.has(view.currentId) ? view.currentId : null;
      return { polls: action.polls.polls, voted, blocks: action.polls.blocks, currentId: open?.id ?? keep };
    }
    case 'poll': {
      const { poll } = action;
      const known = view.polls.find((p) => p.id === poll.id);
      if (!newerPoll(poll, known)) return view;
      const polls = known ? view.polls.map((p) => (p.id === poll.id ? poll : p)) : [...view.polls, poll];
      const mine = view.voted[poll.id];
      const { [poll.id]: _dropped, ...others } = view.voted;
      const voted = mine && mine.round < poll.round ? others : view.voted;
      return { ...view, polls, voted, currentId: poll.open ? poll.id : view.currentId };
    }
    case 'voted':
      return { ...view, voted: { ...view.voted, [action.pollId]: { options: action.options, round: action.round } } };
    case 'session':
      return { ...view, polls: [], voted: {}, currentId: null };
  }
}

/** The poll shown to the audience now, or null. */
export const currentPoll = (view: PollView): LivePollJson | null => view.polls.find((poll) => poll.id === view.currentId) ?? null;

/** What the player frames draw on their poll blocks: every poll of the session that was opened. */
export const frameResults = (view: PollView): PollFrameResult[] =>
  view.polls.map((poll) => ({ block_id: poll.block_id, counts: poll.counts, voters: poll.voters, open: poll.open }));
