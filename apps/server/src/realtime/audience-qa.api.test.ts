import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { MESSAGES, QA_EVENTS, QA_LIMITS, REACTION_EVENTS, type QaAck, type QaSessionJson, type QuestionJson } from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { acrossRestart, collect, joinAudience, liveSocket, next, sendAudience, useLiveServer } from '../test/live-client.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { liveSessions } from '../db/schema.js';
import { SESSION_IDLE_MS } from '../services/audience/sessions.js';

const send = <T = QuestionJson>(socket: Socket, event: string, payload?: unknown) => sendAudience<T>(socket, event, payload);

function resultOf<T>(ack: QaAck<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error}`);
  return ack.result;
}

// Audience Q&A on the `live` namespace (one process; live-redis.api.test.ts covers the adapter across processes).
describe('live audience questions', () => {
  const live = useLiveServer();
  const stream = async () => {
    const { c: owner, deck } = await ownerWithDeck(live.server, 'pro', { title: 'Q&A deck' });
    const presenter = await live.open(owner);
    const joined = await joinAudience(presenter, deck.id);
    return { owner, deck, presenter, joined };
  };

  it('lets a viewer without an account ask, and everyone in the stream sees the question', async () => {
    const { deck, presenter, joined } = await stream();
    expect(joined.qa).toMatchObject({ can_moderate: true, session: { qa_open: true, pinned: null }, questions: [] });
    const asker = await live.open();
    const other = await live.open();
    const askerJoin = await joinAudience(asker, deck.id);
    expect(askerJoin.qa.can_moderate).toBe(false);
    expect(askerJoin.qa.audience_token).toEqual(expect.any(String));
    await joinAudience(other, deck.id);

    const seenByPresenter = next<QuestionJson>(presenter, QA_EVENTS.question);
    const seenByOther = next<QuestionJson>(other, QA_EVENTS.question);
    const asked = resultOf(await send(asker, QA_EVENTS.ask, { body: '  Will the slides be shared? <b>x</b> ', name: 'Ada' }));
    expect(asked).toMatchObject({ body: 'Will the slides be shared? <b>x</b>', name: 'Ada', votes: 0, answered: false, hidden: false });
    expect(await seenByPresenter).toEqual(asked);
    expect(await seenByOther).toEqual(asked);
    const anonymous = resultOf(await send(other, QA_EVENTS.ask, { body: 'And the recording?' }));
    expect(anonymous.name).toBeNull();

    // A late joiner gets the list in its join reply.
    const late = await joinAudience(await live.open(), deck.id);
    expect(late.qa.questions.map((question) => question.body)).toEqual(['Will the slides be shared? <b>x</b>', 'And the recording?']);
    expect(late.qa.asked).toEqual([]);
  });

  it('opens Q&A for viewers who were waiting when the presenter arrives, and a presenter back after a long pause starts afresh', async () => {
    const { c: owner, deck } = await ownerWithDeck(live.server, 'pro', { title: 'Waiting room' });
    const early = await live.open();
    const waiting = await joinAudience(early, deck.id);
    expect(waiting.qa.session).toBeNull();
    expect(await send(early, QA_EVENTS.ask, { body: 'Anyone there?' })).toEqual({ ok: false, error: MESSAGES.qaNotStarted });
    const opened = next<QaSessionJson>(early, QA_EVENTS.reset);
    const presenter = await live.open(owner);
    const first = (await joinAudience(presenter, deck.id)).qa.session!;
    expect(await opened).toMatchObject({ id: first.id, qa_open: true });
    expect((await send(early, QA_EVENTS.ask, { body: 'Now?' })).ok).toBe(true);

    // Reconnecting soon after keeps the session; coming back after SESSION_IDLE_MS starts a new one, the old one kept.
    expect((await joinAudience(await live.open(owner), deck.id)).qa.session?.id).toBe(first.id);
    await live.server.database.db.update(liveSessions).set({ startedAt: new Date(Date.now() - 2 * SESSION_IDLE_MS) }).where(eq(liveSessions.id, first.id));
    await live.server.database.db.execute(sql`UPDATE live_questions SET created_at = now() - interval '13 hours' WHERE session_id = ${first.id}`);
    const renewed = next<QaSessionJson>(early, QA_EVENTS.reset);
    const later = (await joinAudience(await live.open(owner), deck.id)).qa;
    expect(later.session!.id).not.toBe(first.id);
    expect(later.questions).toEqual([]);
    expect((await renewed).id).toBe(later.session!.id);
    const sessions = (await owner.get(`/api/v1/decks/${deck.id}/live_sessions.json`)).json().results;
    expect(sessions.map((session: { questions: unknown[] }) => session.questions.length)).toEqual([0, 1]);
  });

  it('refuses a question that is blank or too long, with the message to show', async () => {
    const { deck } = await stream();
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    expect(await send(viewer, QA_EVENTS.ask, { body: '   ' })).toEqual({ ok: false, error: MESSAGES.questionRequired });
    expect(await send(viewer, QA_EVENTS.ask, 'not an object')).toEqual({ ok: false, error: MESSAGES.questionRequired });
    expect(await send(viewer, QA_EVENTS.vote, { id: 'x' })).toMatchObject({ ok: false, error: expect.any(String) });
    expect(await send(viewer, QA_EVENTS.ask, { body: 'x'.repeat(QA_LIMITS.questionMax + 1) }))
      .toEqual({ ok: false, error: MESSAGES.questionTooLong(QA_LIMITS.questionMax) });
    expect(await send(viewer, QA_EVENTS.ask, { body: 'ok', name: 'n'.repeat(QA_LIMITS.nameMax + 1) }))
      .toEqual({ ok: false, error: MESSAGES.tooLong(QA_LIMITS.nameMax) });
    expect((await send(viewer, QA_EVENTS.ask, { body: 'x'.repeat(QA_LIMITS.questionMax) })).ok).toBe(true);
  });

  it('counts one upvote per viewer, also after the viewer reconnects', async () => {
    const { deck, presenter } = await stream();
    const asker = await live.open();
    await joinAudience(asker, deck.id);
    const question = resultOf(await send(asker, QA_EVENTS.ask, { body: 'What about mobile?' }));

    const voter = await live.open();
    const { qa } = await joinAudience(voter, deck.id);
    const counts = collect<QuestionJson>(presenter, QA_EVENTS.question);
    expect(resultOf(await send(voter, QA_EVENTS.vote, { id: question.id })).votes).toBe(1);
    expect(resultOf(await send(voter, QA_EVENTS.vote, { id: question.id })).votes).toBe(1);

    // The same browser comes back with its signed audience id: still one vote, and its join says it voted.
    voter.disconnect();
    const again = await live.open();
    const rejoined = await joinAudience(again, deck.id, qa.audience_token!);
    expect(rejoined.qa.voted).toEqual([question.id]);
    expect(resultOf(await send(again, QA_EVENTS.vote, { id: question.id })).votes).toBe(1);
    // A forged token is not taken: that socket is someone new (a new token), whose vote counts once.
    const forged = await live.open();
    const forgedJoin = await joinAudience(forged, deck.id, `${qa.audience_token!.split('.')[0]}.forged`);
    expect(forgedJoin.qa.audience_token).not.toBe(qa.audience_token);
    expect(forgedJoin.qa.voted).toEqual([]);
    expect(resultOf(await send(forged, QA_EVENTS.vote, { id: question.id })).votes).toBe(2);
    await expect.poll(() => counts.at(-1)?.votes).toBe(2);
    expect(counts.map((changed) => changed.votes)).toEqual([1, 2]);
  });

  it('refuses moderation to the audience', async () => {
    const { owner, deck, presenter } = await stream();
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    const question = resultOf(await send(viewer, QA_EVENTS.ask, { body: 'Pin me?' }));
    for (const action of ['answer', 'hide', 'pin'] as const) {
      expect(await send(viewer, QA_EVENTS.moderate, { id: question.id, action })).toEqual({ ok: false, error: MESSAGES.qaModeratorsOnly });
    }
    expect(await send(viewer, QA_EVENTS.settings, { qa_open: false })).toEqual({ ok: false, error: MESSAGES.qaModeratorsOnly });
    expect(await send(viewer, QA_EVENTS.newSession)).toEqual({ ok: false, error: MESSAGES.qaModeratorsOnly });
    // A signed-in reader of the deck who may not present is audience too.
    const reader = new TestClient(live.server.app);
    await reader.signUp();
    const readerSocket = await live.open(reader);
    await joinAudience(readerSocket, deck.id);
    expect(await send(readerSocket, QA_EVENTS.moderate, { id: question.id, action: 'hide' })).toEqual({ ok: false, error: MESSAGES.qaModeratorsOnly });

    const late = await joinAudience(await live.open(), deck.id);
    expect(late.qa.questions).toEqual([question]);
    expect(late.qa.session?.pinned).toBeNull();
    // The presenter may, and the review lists the session's questions for the owner only.
    expect(resultOf(await send<{ question: QuestionJson }>(presenter, QA_EVENTS.moderate, { id: question.id, action: 'answer' })).question.answered).toBe(true);
    const review = await owner.get(`/api/v1/decks/${deck.id}/live_sessions.json`);
    expect(review.json().results[0].questions).toMatchObject([{ body: 'Pin me?', answered: true }]);
    expect((await reader.get(`/api/v1/decks/${deck.id}/live_sessions.json`)).statusCode).toBe(403);
  });

  it('never sends hidden questions to the audience, and pins one for everyone', async () => {
    const { owner, deck, presenter } = await stream();
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    const rude = resultOf(await send(viewer, QA_EVENTS.ask, { body: 'Something rude' }));
    const good = resultOf(await send(viewer, QA_EVENTS.ask, { body: 'A good question' }));
    const received = collect<QuestionJson>(viewer, QA_EVENTS.question);

    const removed = next<{ id: number }>(viewer, QA_EVENTS.removed);
    const hidden = resultOf(await send<{ question: QuestionJson }>(presenter, QA_EVENTS.moderate, { id: rude.id, action: 'hide' }));
    expect(hidden.question.hidden).toBe(true);
    expect(await removed).toEqual({ id: rude.id });

    const pinnedForViewer = next<QaSessionJson>(viewer, QA_EVENTS.session);
    resultOf(await send(presenter, QA_EVENTS.moderate, { id: good.id, action: 'pin' }));
    expect((await pinnedForViewer).pinned).toMatchObject({ id: good.id, body: 'A good question' });
    expect(received.some((question) => question.id === rude.id)).toBe(false);

    const late = await joinAudience(await live.open(), deck.id);
    expect(late.qa.questions.map((question) => question.id)).toEqual([good.id]);
    expect(late.qa.session?.pinned?.id).toBe(good.id);
    expect(await send(viewer, QA_EVENTS.vote, { id: rude.id })).toEqual({ ok: false, error: MESSAGES.notFound });
    // The presenter still has it, marked hidden, and may show it again.
    const presenterJoin = await joinAudience(await live.open(owner), deck.id);
    expect(presenterJoin.qa.questions).toMatchObject([{ id: rude.id, hidden: true }, { id: good.id, hidden: false }]);
  });

  it('closes asking when the presenter turns Q&A off, limits questions per minute, and starts new sessions', async () => {
    const { owner, deck, presenter } = await stream();
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    for (let i = 0; i < QA_LIMITS.questionsPerMinute; i += 1) {
      expect((await send(viewer, QA_EVENTS.ask, { body: `Question ${i}` })).ok).toBe(true);
    }
    expect(await send(viewer, QA_EVENTS.ask, { body: 'One too many' })).toEqual({ ok: false, error: MESSAGES.questionsTooFast });

    const closed = next<QaSessionJson>(viewer, QA_EVENTS.session);
    resultOf(await send(presenter, QA_EVENTS.settings, { qa_open: false }));
    expect((await closed).qa_open).toBe(false);
    const other = await live.open();
    await joinAudience(other, deck.id);
    expect(await send(other, QA_EVENTS.ask, { body: 'Still there?' })).toEqual({ ok: false, error: MESSAGES.qaClosed });

    const reset = next<QaSessionJson>(viewer, QA_EVENTS.reset);
    resultOf(await send(presenter, QA_EVENTS.newSession));
    expect(await reset).toMatchObject({ qa_open: false, pinned: null, ended_at: null });
    expect((await joinAudience(await live.open(), deck.id)).qa.questions).toEqual([]);
    const sessions = (await owner.get(`/api/v1/decks/${deck.id}/live_sessions.json`)).json().results;
    expect(sessions).toHaveLength(2);
    expect(sessions[1].ended_at).not.toBeNull();
    expect(sessions[1].questions).toHaveLength(QA_LIMITS.questionsPerMinute);
  });
});

describe('live audience questions after a restart', () => {
  it('keeps the pinned question and the presenter\'s switches when the server process is replaced', async () => {
    let deckId = 0;
    let asked: QuestionJson | undefined;
    await acrossRestart(async (first, sockets) => {
      const { c: owner, deck } = await ownerWithDeck(first, 'pro', { title: 'Restart Q&A' });
      deckId = deck.id;
      const presenter = await liveSocket(first.app, owner);
      const viewer = await liveSocket(first.app);
      sockets.push(presenter, viewer);
      await joinAudience(presenter, deck.id);
      await joinAudience(viewer, deck.id);
      const question = resultOf(await send(viewer, QA_EVENTS.ask, { body: 'Does it survive a restart?' }));
      asked = question;
      resultOf(await send(presenter, QA_EVENTS.moderate, { id: question.id, action: 'pin' }));
      resultOf(await send(presenter, QA_EVENTS.settings, { qa_open: false }));
      resultOf(await send(presenter, REACTION_EVENTS.settings, { reactions_open: false }));
    }, async (second, sockets) => {
      // A new process on the same database: nothing it held in memory is left.
      const late = await liveSocket(second.app);
      sockets.push(late);
      const joined = await joinAudience(late, deckId);
      expect(joined.qa.session).toMatchObject({ qa_open: false, reactions_open: false, pinned: { id: asked!.id, body: 'Does it survive a restart?' } });
      expect(await send(late, QA_EVENTS.ask, { body: 'Still open?' })).toEqual({ ok: false, error: MESSAGES.qaClosed });
    });
  });
});
