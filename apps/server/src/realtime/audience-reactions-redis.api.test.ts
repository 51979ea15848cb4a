import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import {
  MESSAGES, QA_EVENTS, REACTION_EVENTS, REACTION_LIMITS, addReactionCounts, type QaSessionJson,
  type ReactionBatchJson,
} from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { useTwoProcesses } from '../test/two-processes.js';
import { collect, joinAudience, liveSocket, next, sendAudience } from '../test/live-client.js';
import { SETTING_MEMORY_MS } from '../infra/live/reactionRelay.js';

// Two server processes sharing one database and one Redis (CI sets REDIS_URL): viewers on A, the presenter on B.
const redisUrl = process.env.REDIS_URL;
/** A batch goes out at the end of its window: wait for it longer than expect.poll's default second. */
const BATCH_WAIT = { timeout: 5000 };

describe.runIf(Boolean(redisUrl))('live audience reactions across processes', () => {
  const processes = useTwoProcesses(redisUrl!);
  const open = async (app: FastifyInstance, client?: TestClient) => {
    const socket = await liveSocket(app, client);
    processes.sockets.push(socket);
    return socket;
  };
  const react = (socket: Socket, emoji: string) => sendAudience(socket, REACTION_EVENTS.send, { emoji });
  const total = (batches: ReactionBatchJson[]) => batches.reduce((sum, batch) => addReactionCounts(sum, batch.counts), {});

  it('carries reactions and the on/off setting between processes, and limits a viewer on both', async () => {
    const { a, b } = processes;
    const owner = new TestClient(b.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Shared reactions' } })).json().deck as { id: number };
    const presenter = await open(b.app, owner);
    await joinAudience(presenter, deck.id);
    const viewer = await open(a.app);
    const { qa } = await joinAudience(viewer, deck.id);
    const watcher = await open(b.app);
    await joinAudience(watcher, deck.id);
    const atPresenter = collect<ReactionBatchJson>(presenter, REACTION_EVENTS.batch);
    const atWatcher = collect<ReactionBatchJson>(watcher, REACTION_EVENTS.batch);
    const atViewer = collect<ReactionBatchJson>(viewer, REACTION_EVENTS.batch);

    expect(await react(viewer, '👏')).toEqual({ ok: true, result: null });
    expect(await react(viewer, '👏')).toEqual({ ok: true, result: null });
    await expect.poll(() => total(atPresenter), BATCH_WAIT).toEqual({ '👏': 2 });
    await expect.poll(() => total(atWatcher), BATCH_WAIT).toEqual({ '👏': 2 });
    await expect.poll(() => total(atViewer), BATCH_WAIT).toEqual({ '👏': 2 });

    // The same browser on B is the same viewer: its limit counts what it sent on A.
    const sameOnB = await open(b.app);
    await joinAudience(sameOnB, deck.id, qa.audience_token!);
    for (let i = 2; i < REACTION_LIMITS.perViewer; i += 1) expect((await react(sameOnB, '❤️')).ok).toBe(true);
    expect(await react(sameOnB, '❤️')).toEqual({ ok: false, error: MESSAGES.reactionsTooFast });
    expect(await react(viewer, '❤️')).toEqual({ ok: false, error: MESSAGES.reactionsTooFast });
    await expect.poll(() => total(atPresenter), BATCH_WAIT).toEqual({ '👏': 2, '❤️': REACTION_LIMITS.perViewer - 2 });

    // Turned off on B: A's viewers hear it at once, and A refuses within the moment it remembers the setting.
    const other = await open(a.app);
    await joinAudience(other, deck.id);
    expect((await react(other, '😂')).ok).toBe(true);
    const turnedOff = next<QaSessionJson>(other, QA_EVENTS.session);
    expect(await sendAudience(presenter, REACTION_EVENTS.settings, { reactions_open: false })).toMatchObject({ ok: true, result: { reactions_open: false } });
    expect((await turnedOff).reactions_open).toBe(false);
    await expect.poll(async () => (await react(other, '😂')).ok, { ...BATCH_WAIT, interval: SETTING_MEMORY_MS / 2 }).toBe(false);
    expect(await react(other, '😂')).toEqual({ ok: false, error: MESSAGES.reactionsOff });
    expect((await joinAudience(await open(a.app), deck.id)).qa.session?.reactions_open).toBe(false);
  });
});
