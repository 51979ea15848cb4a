import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  MESSAGES, QA_EVENTS, REACTION_EVENTS, REACTION_LIMITS, addReactionCounts, type QaSessionJson,
  type ReactionBatchJson,
} from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { collect, joinAudience, next, sendAudience, useLiveServer } from '../test/live-client.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

/** A batch goes out at the end of its window: wait for it longer than expect.poll's default second. */
const BATCH_WAIT = { timeout: 5000 };

const react = (socket: Socket, emoji: unknown) => sendAudience(socket, REACTION_EVENTS.send, { emoji });

/** Every batch a socket received, added up. */
const total = (batches: ReactionBatchJson[]) => batches.reduce((sum, batch) => addReactionCounts(sum, batch.counts), {});

// Audience reactions on the `live` namespace (one process; audience-reactions-redis covers two).
describe('live audience reactions', () => {
  const live = useLiveServer();
  const stream = async () => {
    const { c: owner, deck } = await ownerWithDeck(live.server, 'pro', { title: 'Reactions deck' });
    const presenter = await live.open(owner);
    const joined = await joinAudience(presenter, deck.id);
    return { owner, deck, presenter, joined };
  };

  it('sends the audience’s reactions to the presenter and every viewer, a crowd’s taps in a few batches', async () => {
    const { deck, presenter, joined } = await stream();
    expect(joined.qa.session?.reactions_open).toBe(true);
    const crowd = await Promise.all(Array.from({ length: 4 }, () => live.open()));
    await Promise.all(crowd.map((socket) => joinAudience(socket, deck.id)));
    const watcher = await live.open();
    await joinAudience(watcher, deck.id);
    const atPresenter = collect<ReactionBatchJson>(presenter, REACTION_EVENTS.batch);
    const atWatcher = collect<ReactionBatchJson>(watcher, REACTION_EVENTS.batch);

    const acks = await Promise.all([...crowd.map((socket) => react(socket, '👏')), react(crowd[0]!, '❤️')]);
    expect(acks).toEqual(Array(5).fill({ ok: true, result: null }));
    await expect.poll(() => total(atPresenter), BATCH_WAIT).toEqual({ '👏': 4, '❤️': 1 });
    await expect.poll(() => total(atWatcher), BATCH_WAIT).toEqual({ '👏': 4, '❤️': 1 });
    // Five taps sent together arrive counted, not one message each.
    expect(atPresenter.length).toBeLessThan(5);
    expect(atPresenter.some((batch) => (batch.counts['👏'] ?? 0) > 1)).toBe(true);
  });

  it('refuses an unknown reaction, and a viewer who sends too many, with the message to show', async () => {
    const { deck, presenter } = await stream();
    const viewer = await live.open();
    const { qa } = await joinAudience(viewer, deck.id);
    for (const payload of [{ emoji: '💩' }, { emoji: '<b>' }, {}, 'not an object', { emoji: 1 }]) {
      expect(await sendAudience(viewer, REACTION_EVENTS.send, payload)).toEqual({ ok: false, error: MESSAGES.reactionUnknown });
    }
    const received = collect<ReactionBatchJson>(presenter, REACTION_EVENTS.batch);
    for (let i = 0; i < REACTION_LIMITS.perViewer; i += 1) expect(await react(viewer, '🎉')).toEqual({ ok: true, result: null });
    expect(await react(viewer, '🎉')).toEqual({ ok: false, error: MESSAGES.reactionsTooFast });
    // The same browser reconnecting is the same viewer: still limited. Someone else is not.
    const again = await live.open();
    await joinAudience(again, deck.id, qa.audience_token!);
    expect(await react(again, '👍')).toEqual({ ok: false, error: MESSAGES.reactionsTooFast });
    const other = await live.open();
    await joinAudience(other, deck.id);
    expect((await react(other, '👍')).ok).toBe(true);
    await expect.poll(() => total(received), BATCH_WAIT).toEqual({ '🎉': REACTION_LIMITS.perViewer, '👍': 1 });
  });

  it('refuses reactions before the presenter starts and while they are off; late joiners and new sessions keep the setting', async () => {
    const { c: owner, deck } = await ownerWithDeck(live.server, 'pro', { title: 'Quiet talk' });
    const early = await live.open();
    expect((await joinAudience(early, deck.id)).qa.session).toBeNull();
    expect(await react(early, '👏')).toEqual({ ok: false, error: MESSAGES.reactionsNotStarted });
    const presenter = await live.open(owner);
    await joinAudience(presenter, deck.id);
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    expect((await react(viewer, '👏')).ok).toBe(true);

    const turnedOff = next<QaSessionJson>(viewer, QA_EVENTS.session);
    const off = await sendAudience<QaSessionJson>(presenter, REACTION_EVENTS.settings, { reactions_open: false });
    expect(off).toMatchObject({ ok: true, result: { reactions_open: false, qa_open: true } });
    expect((await turnedOff).reactions_open).toBe(false);
    expect(await react(viewer, '👏')).toEqual({ ok: false, error: MESSAGES.reactionsOff });
    expect(await react(presenter, '👏')).toEqual({ ok: false, error: MESSAGES.reactionsOff });
    const late = await joinAudience(await live.open(), deck.id);
    expect(late.qa.session?.reactions_open).toBe(false);
    // A new session starts with the same setting; turning them on again lets the audience react.
    expect(await sendAudience(presenter, QA_EVENTS.newSession)).toMatchObject({ ok: true, result: { reactions_open: false } });
    expect(await sendAudience(presenter, REACTION_EVENTS.settings, { reactions_open: true })).toMatchObject({ ok: true, result: { reactions_open: true } });
    expect((await joinAudience(await live.open(), deck.id)).qa.session?.reactions_open).toBe(true);
    expect((await react(viewer, '👏')).ok).toBe(true);
  });

  it('lets only the deck’s presenters turn reactions off', async () => {
    const { deck, presenter } = await stream();
    const viewer = await live.open();
    await joinAudience(viewer, deck.id);
    expect(await sendAudience(viewer, REACTION_EVENTS.settings, { reactions_open: false })).toEqual({ ok: false, error: MESSAGES.qaModeratorsOnly });
    const reader = new TestClient(live.server.app);
    await reader.signUp();
    const readerSocket = await live.open(reader);
    await joinAudience(readerSocket, deck.id);
    expect(await sendAudience(readerSocket, REACTION_EVENTS.settings, { reactions_open: false })).toEqual({ ok: false, error: MESSAGES.qaModeratorsOnly });
    expect((await react(viewer, '😮')).ok).toBe(true);
    expect((await joinAudience(await live.open(), deck.id)).qa.session?.reactions_open).toBe(true);
    // The presenter's payload is checked too.
    expect(await sendAudience(presenter, REACTION_EVENTS.settings, { reactions_open: 'no' })).toMatchObject({ ok: false, error: expect.any(String) });
  });
});
