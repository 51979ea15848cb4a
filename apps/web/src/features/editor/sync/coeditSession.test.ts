import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDocument, type Op } from '@podium/deck';
import type { CatchUpResult, DeckJson, OpAck } from '@podium/shared';
import { DocModel } from '../model/docModel';
import { EditorStore } from '../state/store';
import { CoeditSession } from './coeditSession';
import type { RealtimeConnection } from './realtime';

const meta = (version: number, extra: Partial<DeckJson> = {}) => ({ id: 1, version, title: 'deck', slug: 'deck', width: 960, height: 700, ...extra }) as DeckJson;

/** A channel whose op answers and catch-ups the test gives by hand. */
function fakeChannel() {
  const sent: Array<{ clientOpId: string; op: unknown; resolve: (ack: OpAck) => void }> = [];
  let catchUp: CatchUpResult = { ok: false };
  const connection = {
    live: true,
    id: 'me',
    sendOp: (payload) => new Promise<OpAck>((resolve) => sent.push({ clientOpId: payload.clientOpId, op: payload.op, resolve })),
    catchUp: () => Promise.resolve(catchUp),
    presence: () => undefined,
    presenceList: () => Promise.resolve([]),
    textCursor: () => undefined,
    close: () => undefined,
  } satisfies RealtimeConnection;
  return { connection, sent, answerCatchUp: (result: CatchUpResult) => { catchUp = result; } };
}

/** Our op is answered as sequence 3 while a deck-fields save (sequence 2) is still being answered. */
async function opAnsweredBeforeFieldsSave() {
  const store = new EditorStore(new DocModel(meta(1), emptyDocument()));
  const channel = fakeChannel();
  const session = new CoeditSession(store, () => channel.connection, () => undefined, () => undefined);
  session.joined(1, true);
  store.model.setFields({ title: 'Launch' });
  const fields = store.model.snapshot();
  const op: Op = { type: 'deck.slide.notes', id: store.getSnapshot().slideId, notes: 'hello' };
  store.dispatch(op);
  session.pump();
  expect(channel.sent).toHaveLength(1);
  channel.sent[0]!.resolve({ ok: true, seq: 3, op });
  await Promise.resolve();
  expect(store.model.sending).toBe(true); // waits for sequence 2
  return { store, session, channel, fields, op };
}

describe('CoeditSession: our op answered while a deck-fields save took the sequence before it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles the op as soon as the save is answered', async () => {
    const { store, session, fields } = await opAnsweredBeforeFieldsSave();
    store.model.acknowledgeFields(fields, meta(2, { title: 'Launch' }));
    session.versionMoved();
    expect(store.model.sending).toBe(false);
    expect(store.model.version).toBe(3);
    expect(store.model.dirty).toBe(false);
  });

  it('settles it too when a catch-up brings the same op back first (it is ours, not someone else\'s)', async () => {
    const { store, channel, fields, op } = await opAnsweredBeforeFieldsSave();
    store.model.acknowledgeFields(fields, meta(2, { title: 'Launch' }));
    channel.answerCatchUp({ ok: true, kind: 'ops', version: 3, ops: [{ deckId: 1, seq: 3, op, clientOpId: channel.sent[0]!.clientOpId, userId: 1 }] });
    await vi.advanceTimersByTimeAsync(1_000); // the gap timer asks for what came before sequence 3
    expect(store.model.sending).toBe(false);
    expect(store.model.version).toBe(3);
    expect(store.model.dirty).toBe(false);
  });

  it('settles it when a catch-up snapshot already holds it', async () => {
    const { store, channel } = await opAnsweredBeforeFieldsSave();
    const holding = store.model.doc;
    channel.answerCatchUp({ ok: true, kind: 'snapshot', version: 3, document: holding });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.model.sending).toBe(false);
    expect(store.model.version).toBe(3);
    expect(store.getSnapshot().doc.slides[0]!.notes).toBe('hello');
  });
});
