import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  MESSAGES, POLL_EVENTS, POLL_LIMITS, type LivePollJson, type QaAck,
} from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { acrossRestart, collect, joinAudience, liveSocket, sendAudience, useLiveServer } from '../test/live-client.js';
import { deckWithPolls, pollBlock } from '../test/poll-decks.js';
import { withLastPollResults } from '../services/audience/lastPollResults.js';

/** Results go out at the end of a short window: wait longer than expect.poll's default second. */
const RESULTS_WAIT = { timeout: 5000 };

const control = (socket: Socket, block_id: string, action: string) => sendAudience<LivePollJson>(socket, POLL_EVENTS.control, { block_id, action });
const vote = (socket: Socket, poll_id: number, options: unknown) => sendAudience<{ poll_id: number; options: number[]; round: number }>(socket, POLL_EVENTS.vote, { poll_id, options });

function resultOf<T>(ack: QaAck<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error}`);
  return ack.result;
}

/** The latest copy of a poll a socket received. */
const latest = (seen: LivePollJson[], id: number) => seen.filter((poll) => poll.id === id).at(-1);

// Audience polls on the `live` namespace (one process; audience-polls-redis covers two).
describe('live audience polls', () => {
  const live = useLiveServer();
  const stream = async (blocks = [pollBlock('Best season?', ['Spring', 'Summer', 'Autumn'])]) => {
    const owner = new TestClient(live.server.app);
    await owner.signUp();
    const deck = await deckWithPolls(owner, blocks);
    const presenter = await live.open(owner);
    const joined = await joinAudience(presenter, deck.id);
    return { owner, deck, presenter, joined, blockIds: joined.polls.blocks.map((block) => block.block_id) };
  };

  it('lets each viewer vote once, shows the counts to everyone, and gives late joiners the open poll', async () => {
    const { deck, presenter, joined, blockIds } = await stream();
    expect(joined.polls.blocks).toEqual([{ block_id: blockIds[0], indexh: 0, indexv: 0, question: 'Best season?' }]);
    const viewer = await live.open();
    const viewerJoin = await joinAudience(viewer, deck.id);
    expect(viewerJoin.polls).toEqual({ polls: [], voted: {}, blocks: [] });
    const atViewer = collect<LivePollJson>(viewer, POLL_EVENTS.poll);
    const atPresenter = collect<LivePollJson>(presenter, POLL_EVENTS.poll);

    const poll = resultOf(await control(presenter, blockIds[0]!, 'open'));
    expect(poll).toMatchObject({ question: 'Best season?', options: ['Spring', 'Summer', 'Autumn'], mode: 'single', open: true, counts: [0, 0, 0], voters: 0, round: 0 });
    await expect.poll(() => latest(atViewer, poll.id)?.open).toBe(true);

    expect(resultOf(await vote(viewer, poll.id, [1]))).toMatchObject({ poll_id: poll.id, options: [1] });
    const second = await live.open();
    await joinAudience(second, deck.id);
    expect((await vote(second, poll.id, [1])).ok).toBe(true);
    const third = await live.open();
    await joinAudience(third, deck.id);
    expect((await vote(third, poll.id, [2])).ok).toBe(true);
    await expect.poll(() => latest(atPresenter, poll.id)?.counts, RESULTS_WAIT).toEqual([0, 2, 1]);
    await expect.poll(() => latest(atViewer, poll.id)?.counts, RESULTS_WAIT).toEqual([0, 2, 1]);
    expect(latest(atPresenter, poll.id)?.voters).toBe(3);

    // A second vote from the same socket is refused and changes nothing.
    expect(await vote(viewer, poll.id, [0])).toEqual({ ok: false, error: MESSAGES.pollAlreadyVoted });

    // Reconnecting with the signed audience id is the same viewer: its join says how it voted, and it cannot vote again.
    viewer.disconnect();
    const back = await live.open();
    const rejoined = await joinAudience(back, deck.id, viewerJoin.qa.audience_token!);
    expect(rejoined.polls.voted).toEqual({ [poll.id]: [1] });
    expect(await vote(back, poll.id, [0])).toEqual({ ok: false, error: MESSAGES.pollAlreadyVoted });
    // A late joiner gets the open poll with its counts.
    const late = await joinAudience(await live.open(), deck.id);
    expect(late.polls.polls).toEqual([expect.objectContaining({ id: poll.id, open: true, counts: [0, 2, 1], voters: 3 })]);
    expect(late.polls.voted).toEqual({});
  });

  it('leaves opening, closing and resetting to the presenter', async () => {
    const { deck, presenter, blockIds } = await stream([pollBlock('Lunch?', ['Pizza', 'Salad'], 'multiple')]);
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    for (const action of ['open', 'close', 'reset']) {
      expect(await control(viewer, blockIds[0]!, action)).toEqual({ ok: false, error: MESSAGES.qaModeratorsOnly });
    }
    const poll = resultOf(await control(presenter, blockIds[0]!, 'open'));
    expect((await vote(viewer, poll.id, [0, 1])).ok).toBe(true);

    const atViewer = collect<LivePollJson>(viewer, POLL_EVENTS.poll);
    expect(resultOf(await control(presenter, blockIds[0]!, 'close'))).toMatchObject({ open: false, counts: [1, 1], voters: 1 });
    await expect.poll(() => latest(atViewer, poll.id)?.open).toBe(false);
    const other = await live.open();
    await joinAudience(other, deck.id);
    expect(await vote(other, poll.id, [0])).toEqual({ ok: false, error: MESSAGES.pollClosed });

    // A reset clears every vote (a new round), and viewers who voted may vote again.
    resultOf(await control(presenter, blockIds[0]!, 'open'));
    const reset = resultOf(await control(presenter, blockIds[0]!, 'reset'));
    expect(reset).toMatchObject({ open: true, counts: [0, 0], voters: 0, round: 1 });
    await expect.poll(() => latest(atViewer, poll.id)?.round).toBe(1);
    expect((await vote(viewer, poll.id, [1])).ok).toBe(true);
    expect(resultOf(await control(presenter, blockIds[0]!, 'close')).counts).toEqual([0, 1]);
  });

  it('limits one viewer to POLL_LIMITS.votesPerMinute votes a minute, across rounds; others still vote', async () => {
    const { deck, presenter, blockIds } = await stream([pollBlock('Again?', ['Yes', 'No'])]);
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    const poll = resultOf(await control(presenter, blockIds[0]!, 'open'));
    // Each reset starts a new round in which the viewer may vote again; the limit counts the votes themselves.
    for (let round = 0; round < POLL_LIMITS.votesPerMinute; round += 1) {
      expect(resultOf(await vote(viewer, poll.id, [round % 2])).round).toBe(round);
      resultOf(await control(presenter, blockIds[0]!, 'reset'));
    }
    expect(await vote(viewer, poll.id, [0])).toEqual({ ok: false, error: MESSAGES.votesTooFast });
    const other = await live.open();
    await joinAudience(other, deck.id);
    expect(resultOf(await vote(other, poll.id, [1])).round).toBe(POLL_LIMITS.votesPerMinute);
    expect(resultOf(await control(presenter, blockIds[0]!, 'close'))).toMatchObject({ counts: [0, 1], voters: 1 });
  });

  it('refuses bad votes and polls that cannot be opened, with the message to show', async () => {
    const { deck, presenter, blockIds } = await stream([
      pollBlock('One only', ['A', 'B', 'C']),
      pollBlock('Blank option', ['A', '  ']),
      pollBlock('   ', ['A', 'B']),
      pollBlock('x'.repeat(POLL_LIMITS.questionMax), ['A', 'B']),
    ]);
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    expect(await control(presenter, blockIds[1]!, 'open')).toEqual({ ok: false, error: MESSAGES.pollOptionRequired });
    expect(await control(presenter, blockIds[2]!, 'open')).toEqual({ ok: false, error: MESSAGES.pollQuestionRequired });
    expect((await control(presenter, blockIds[3]!, 'open')).ok).toBe(true);
    expect(await control(presenter, 'not-a-block', 'open')).toEqual({ ok: false, error: MESSAGES.pollMissing });
    expect((await control(presenter, blockIds[0]!, 'explode')).ok).toBe(false);
    expect(await sendAudience(presenter, POLL_EVENTS.control, { block_id: 42, action: 'open' })).toEqual({ ok: false, error: MESSAGES.pollMissing });

    const poll = resultOf(await control(presenter, blockIds[0]!, 'open'));
    expect(await vote(viewer, poll.id, [])).toEqual({ ok: false, error: MESSAGES.pollChoiceRequired });
    expect(await vote(viewer, poll.id, 'A')).toEqual({ ok: false, error: MESSAGES.pollChoiceRequired });
    expect(await vote(viewer, poll.id, [0, 0])).toEqual({ ok: false, error: MESSAGES.pollChoiceRequired });
    expect(await vote(viewer, poll.id, [3])).toEqual({ ok: false, error: MESSAGES.pollChoiceRequired });
    expect(await vote(viewer, poll.id, [0, 1])).toEqual({ ok: false, error: MESSAGES.pollSingleChoice });
    expect(await vote(viewer, 999_999, [0])).toEqual({ ok: false, error: MESSAGES.pollMissing });
    expect(await sendAudience(viewer, POLL_EVENTS.vote, 'nonsense')).toEqual({ ok: false, error: MESSAGES.pollChoiceRequired });
    // Opening one poll closed the other: only one is open at a time.
    const polls = (await joinAudience(await live.open(), deck.id)).polls.polls;
    expect(polls.filter((p) => p.open).map((p) => p.question)).toEqual(['One only']);
    expect((await vote(viewer, poll.id, [2])).ok).toBe(true);
  });

  it('exports the results of past sessions as CSV to the deck’s presenters only', async () => {
    const { owner, deck, presenter, blockIds } = await stream([pollBlock('Ship it, "now"?', ['=Yes', 'No'])]);
    const poll = resultOf(await control(presenter, blockIds[0]!, 'open'));
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    expect((await vote(viewer, poll.id, [0])).ok).toBe(true);
    const csv = await owner.get(`/api/v1/decks/${deck.id}/live_polls.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('session_started_at,poll,choice_mode,option,votes,voters');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      ['"Ship it', ' ""now""?"', 'single', "'=Yes", '1', '1'],
      ['"Ship it', ' ""now""?"', 'single', 'No', '0', '1'],
    ]);
    // Exports draw the last session's results on the poll block.
    const exported = await withLastPollResults(live.server.database.db, deck.id, { schemaVersion: 1, slides: [{ id: 's', hidden: false, notes: '', classes: [], blocks: [{ ...pollBlock('Ship it, "now"?', ['=Yes', 'No']), id: blockIds[0]! }] }] });
    expect(exported.slides[0]!.blocks[0]!.props).toMatchObject({ results: { counts: [1, 0], voters: 1 } });
    const stranger = new TestClient(live.server.app);
    await stranger.signUp();
    // A reader of the (public) deck who may not present it is refused.
    expect((await stranger.get(`/api/v1/decks/${deck.id}/live_polls.csv`)).statusCode).toBe(403);
  });
});

describe('live audience polls after a restart', () => {
  it('keeps the open poll, its counts and who voted when the server process is replaced', async () => {
    let deckId = 0;
    let pollId = 0;
    let audienceToken = '';
    await acrossRestart(async (first, sockets) => {
      const owner = new TestClient(first.app);
      await owner.signUp();
      const deck = await deckWithPolls(owner, [pollBlock('Restart?', ['Yes', 'No'])]);
      deckId = deck.id;
      const presenter = await liveSocket(first.app, owner);
      sockets.push(presenter);
      const blockId = (await joinAudience(presenter, deck.id)).polls.blocks[0]!.block_id;
      pollId = resultOf(await control(presenter, blockId, 'open')).id;
      const viewer = await liveSocket(first.app);
      sockets.push(viewer);
      audienceToken = (await joinAudience(viewer, deck.id)).qa.audience_token!;
      expect((await vote(viewer, pollId, [1])).ok).toBe(true);
    }, async (second, sockets) => {
      // A new process on the same database (the old one is gone, with everything it held in memory).
      const back = await liveSocket(second.app);
      sockets.push(back);
      const rejoined = await joinAudience(back, deckId, audienceToken);
      expect(rejoined.polls.polls).toEqual([expect.objectContaining({ id: pollId, open: true, counts: [0, 1], voters: 1 })]);
      expect(rejoined.polls.voted).toEqual({ [pollId]: [1] });
      expect(await vote(back, pollId, [0])).toEqual({ ok: false, error: MESSAGES.pollAlreadyVoted });
    });
  });
});
