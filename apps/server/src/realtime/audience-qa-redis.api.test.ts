import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, QA_EVENTS, QA_LIMITS, type QaSessionJson, type QuestionJson } from '@podium/shared';
import type { Socket } from 'socket.io-client';
import { TestClient } from '../test/harness.js';
import { useTwoProcesses } from '../test/two-processes.js';
import { collect, joinAudience, liveSocket, next, sendAudience } from '../test/live-client.js';

// Two server processes sharing one database and one Redis (CI sets REDIS_URL): the presenter on A, viewers on B.
const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl))('live audience questions across processes', () => {
  const processes = useTwoProcesses(redisUrl!);
  const open = async (app: FastifyInstance, client?: TestClient) => {
    const socket = await liveSocket(app, client);
    processes.sockets.push(socket);
    return socket;
  };
  const send = <T = QuestionJson>(socket: Socket, event: string, payload?: unknown) => sendAudience<T>(socket, event, payload);

  it('carries questions, votes, hiding and the pinned question between processes, and limits a viewer on both', async () => {
    const { a, b } = processes;
    const owner = new TestClient(a.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Shared Q&A' } })).json().deck as { id: number };
    const presenter = await open(a.app, owner);
    await joinAudience(presenter, deck.id);
    const viewer = await open(b.app);
    const { qa } = await joinAudience(viewer, deck.id);
    const watcher = await open(a.app);
    await joinAudience(watcher, deck.id);

    const atPresenter = next<QuestionJson>(presenter, QA_EVENTS.question);
    const asked = await send(viewer, QA_EVENTS.ask, { body: 'Asked on B' });
    expect(asked.ok).toBe(true);
    const question = await atPresenter;
    expect(question.body).toBe('Asked on B');

    // The same browser on the other process is the same viewer: its vote counts once.
    const votes = collect<QuestionJson>(presenter, QA_EVENTS.question);
    expect(await send(viewer, QA_EVENTS.vote, { id: question.id })).toMatchObject({ ok: true, result: { votes: 1 } });
    const sameOnA = await open(a.app);
    expect((await joinAudience(sameOnA, deck.id, qa.audience_token!)).qa.voted).toEqual([question.id]);
    expect(await send(sameOnA, QA_EVENTS.vote, { id: question.id })).toMatchObject({ ok: true, result: { votes: 1 } });
    await expect.poll(() => votes.map((changed) => changed.votes)).toEqual([1]);
    // Its question limit is shared too (Redis windows): one more on A after the rest on B is refused.
    for (let i = 1; i < QA_LIMITS.questionsPerMinute; i += 1) expect((await send(viewer, QA_EVENTS.ask, { body: `More ${i}` })).ok).toBe(true);
    expect(await send(sameOnA, QA_EVENTS.ask, { body: 'Too many' })).toEqual({ ok: false, error: MESSAGES.questionsTooFast });

    const pinned = next<QaSessionJson>(viewer, QA_EVENTS.session);
    // Everything the watcher on A is told of the session, from here on (the pin may reach it after the viewer on B).
    const atWatcher = collect<QaSessionJson>(watcher, QA_EVENTS.session);
    expect((await send(presenter, QA_EVENTS.moderate, { id: question.id, action: 'pin' })).ok).toBe(true);
    expect((await pinned).pinned?.body).toBe('Asked on B');
    const removed = next<{ id: number }>(viewer, QA_EVENTS.removed);
    expect((await send(presenter, QA_EVENTS.moderate, { id: question.id, action: 'hide' })).ok).toBe(true);
    expect(await removed).toEqual({ id: question.id });
    // Hiding the pinned question unpins it for everyone.
    await expect.poll(() => atWatcher.map((session) => session.pinned?.body ?? null)).toEqual(['Asked on B', null]);
    const late = await joinAudience(await open(b.app), deck.id);
    expect(late.qa.questions.map((known) => known.body)).not.toContain('Asked on B');
  });
});
