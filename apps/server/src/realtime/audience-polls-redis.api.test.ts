import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, POLL_EVENTS, type LivePollJson, type QaAck } from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { useTwoProcesses } from '../test/two-processes.js';
import { collect, joinAudience, liveSocket, sendAudience } from '../test/live-client.js';
import { deckWithPolls, pollBlock } from '../test/poll-decks.js';

// Two server processes sharing one database and one Redis (CI sets REDIS_URL): viewers on A and B, the presenter on B.
const redisUrl = process.env.REDIS_URL;
/** Results go out at the end of a short window: wait longer than expect.poll's default second. */
const RESULTS_WAIT = { timeout: 5000 };

function resultOf<T>(ack: QaAck<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error}`);
  return ack.result;
}

describe.runIf(Boolean(redisUrl))('live audience polls across processes', () => {
  const processes = useTwoProcesses(redisUrl!);
  const open = async (app: FastifyInstance, client?: TestClient) => {
    const socket = await liveSocket(app, client);
    processes.sockets.push(socket);
    return socket;
  };

  it('counts votes made on either process for every screen, and one viewer once on both', async () => {
    const { a, b } = processes;
    const owner = new TestClient(b.app);
    await owner.signUp();
    const deck = await deckWithPolls(owner, [pollBlock('Two processes?', ['Yes', 'No', 'Maybe'])]);
    const presenter = await open(b.app, owner);
    const blockId = (await joinAudience(presenter, deck.id)).polls.blocks[0]!.block_id;
    const onA = await open(a.app);
    const { qa } = await joinAudience(onA, deck.id);
    const onB = await open(b.app);
    await joinAudience(onB, deck.id);
    const atPresenter = collect<LivePollJson>(presenter, POLL_EVENTS.poll);
    const atA = collect<LivePollJson>(onA, POLL_EVENTS.poll);

    const poll = resultOf(await sendAudience<LivePollJson>(presenter, POLL_EVENTS.control, { block_id: blockId, action: 'open' }));
    await expect.poll(() => atA.at(-1)?.open).toBe(true);
    expect((await sendAudience(onA, POLL_EVENTS.vote, { poll_id: poll.id, options: [0] })).ok).toBe(true);
    expect((await sendAudience(onB, POLL_EVENTS.vote, { poll_id: poll.id, options: [2] })).ok).toBe(true);
    await expect.poll(() => atPresenter.at(-1)?.counts, RESULTS_WAIT).toEqual([1, 0, 1]);
    await expect.poll(() => atA.at(-1)?.counts, RESULTS_WAIT).toEqual([1, 0, 1]);

    // The browser that voted on A comes back on B: the same viewer, refused.
    const sameOnB = await open(b.app);
    const rejoined = await joinAudience(sameOnB, deck.id, qa.audience_token!);
    expect(rejoined.polls.voted).toEqual({ [poll.id]: [0] });
    expect(await sendAudience(sameOnB, POLL_EVENTS.vote, { poll_id: poll.id, options: [1] })).toEqual({ ok: false, error: MESSAGES.pollAlreadyVoted });

    // Closing on B reaches A's viewers, and A refuses votes at once (the poll is read from the database).
    resultOf(await sendAudience(presenter, POLL_EVENTS.control, { block_id: blockId, action: 'close' }));
    await expect.poll(() => atA.at(-1)?.open).toBe(false);
    const late = await open(a.app);
    await joinAudience(late, deck.id);
    expect(await sendAudience(late, POLL_EVENTS.vote, { poll_id: poll.id, options: [1] })).toEqual({ ok: false, error: MESSAGES.pollClosed });
    expect(atPresenter.at(-1)?.counts).toEqual([1, 0, 1]);
  });
});
