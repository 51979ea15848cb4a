import { describe, expect, it } from 'vitest';
import type { DeckDocument, Op } from '@podium/deck';
import type { CatchUpResult, PresencePeer, SequencedOp } from '@podium/shared';
import type { TestClient } from '../test/harness.js';
import { collect, next } from '../test/live-client.js';
import { editorSuite, joinDeck, sendOp, teamDeck } from '../test/coedit-fixtures.js';

describe('co-editing ops on the editor namespace', () => {
  const suite = editorSuite();
  const open = (client?: TestClient) => suite.open(client);
  const textOf = (doc: DeckDocument) => (doc.slides[0]!.blocks[0]!.props as { html: string }).html;

  it('applies an editor’s op, acknowledges it with the next sequence and sends it to the others in the deck', async () => {
    const { a, b, deckId, slideId, blockId, version } = await teamDeck(suite.server);
    const sa = await open(a);
    const sb = await open(b);
    expect(await joinDeck(sa, deckId)).toEqual({ ok: true, seq: version, canEdit: true });
    expect(await joinDeck(sb, deckId)).toMatchObject({ ok: true, canEdit: true });
    const arrived = next<SequencedOp>(sb, 'ops');
    const move: Op = { type: 'deck.block.move', slideId, moves: [{ id: blockId, x: 120, y: 80 }] };
    expect(await sendOp(sa, deckId, version, move)).toEqual({ ok: true, seq: version + 1, op: move });
    expect(await arrived).toMatchObject({ deckId, seq: version + 1, op: move });
    const stored = (await b.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number; document: DeckDocument };
    expect(stored.version).toBe(version + 1);
    expect(stored.document.slides[0]!.blocks[0]).toMatchObject({ x: 120, y: 80 });
  });

  it('refuses ops from a viewer, who still hears the editors’ ops', async () => {
    const { a, outsider, deckId, slideId, blockId, version } = await teamDeck(suite.server);
    const viewer = await open(outsider);
    expect(await joinDeck(viewer, deckId)).toMatchObject({ ok: true, canEdit: false });
    const refused = await sendOp(viewer, deckId, version, { type: 'deck.block.delete', slideId, blockId });
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' });
    const anonymous = await open();
    expect(await joinDeck(anonymous, deckId)).toMatchObject({ ok: true, canEdit: false });
    expect(await sendOp(anonymous, deckId, version, { type: 'deck.block.delete', slideId, blockId })).toMatchObject({ ok: false });
    const editor = await open(a);
    await joinDeck(editor, deckId);
    const heard = next<SequencedOp>(viewer, 'ops');
    await sendOp(editor, deckId, version, { type: 'deck.block.rotate', slideId, id: blockId, rotation: 45 });
    expect((await heard).seq).toBe(version + 1);
    expect(((await a.get(`/api/v1/decks/${deckId}.json`)).json().deck as { document: DeckDocument }).document.slides[0]!.blocks).toHaveLength(1);
  });

  it('answers a retried op with its first answer and applies it once', async () => {
    const { a, deckId, slideId, blockId, version } = await teamDeck(suite.server);
    const sa = await open(a);
    await joinDeck(sa, deckId);
    const op: Op = { type: 'deck.block.rotate', slideId, id: blockId, rotation: 10 };
    const first = await sendOp(sa, deckId, version, op, { clientOpId: `retry-${deckId}` });
    const again = await sendOp(sa, deckId, version, op, { clientOpId: `retry-${deckId}`, retry: true });
    expect(again).toEqual(first);
    // A client that resends without saying so meets the unique index: still applied once, still the first answer.
    const unsaid = await sendOp(sa, deckId, version, op, { clientOpId: `retry-${deckId}` });
    expect(unsaid).toEqual(first);
    expect(((await a.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number }).version).toBe(version + 1);
  });

  it('merges two people’s typing in one text block made from the same base, and refuses an edit of a deleted block', async () => {
    const { a, b, deckId, slideId, blockId, version } = await teamDeck(suite.server);
    const sa = await open(a);
    const sb = await open(b);
    await joinDeck(sa, deckId);
    await joinDeck(sb, deckId);
    const bases = [{ html: '<p>Hello world</p>' }];
    await sendOp(sa, deckId, version, { type: 'deck.block.update', slideId, blockId, props: { html: '<p>Hello brave world</p>' } }, { bases });
    const merged = await sendOp(sb, deckId, version, { type: 'deck.block.update', slideId, blockId, props: { html: '<p>Hello world, friends</p>' } }, { bases });
    expect(merged).toMatchObject({ ok: true, seq: version + 2, op: { props: { html: '<p>Hello brave world, friends</p>' } } });
    expect(textOf(((await a.get(`/api/v1/decks/${deckId}.json`)).json().deck as { document: DeckDocument }).document)).toBe('<p>Hello brave world, friends</p>');

    await sendOp(sa, deckId, version + 2, { type: 'deck.block.delete', slideId, blockId });
    const lost = await sendOp(sb, deckId, version + 2, { type: 'deck.block.update', slideId, blockId, props: { html: '<p>mine</p>' } }, { bases: [{ html: '<p>x</p>' }] });
    expect(lost).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('catches a returning client up with the ops it missed, or the document when a whole save came between', async () => {
    const { a, deckId, slideId, blockId, version } = await teamDeck(suite.server);
    const sa = await open(a);
    await joinDeck(sa, deckId);
    await sendOp(sa, deckId, version, { type: 'deck.block.rotate', slideId, id: blockId, rotation: 5 });
    await sendOp(sa, deckId, version + 1, { type: 'deck.block.rotate', slideId, id: blockId, rotation: 6 });
    const back = await open(a);
    const caught = await back.timeout(5000).emitWithAck('catch-up', { deckId, since: version }) as CatchUpResult;
    expect(caught).toMatchObject({ ok: true, kind: 'ops', version: version + 2, ops: [{ seq: version + 1 }, { seq: version + 2 }] });

    const deck = (await a.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number; document: DeckDocument };
    await a.put(`/api/v1/decks/${deckId}.json`, { deck: { version: deck.version, document: deck.document } });
    const snapshot = await back.timeout(5000).emitWithAck('catch-up', { deckId, since: version }) as CatchUpResult;
    expect(snapshot).toMatchObject({ ok: true, kind: 'snapshot', version: version + 3 });
  });

  it('tells the room who is there and where, and when they leave', async () => {
    const { a, b, deckId, slideId } = await teamDeck(suite.server);
    const sa = await open(a);
    const sb = await open(b);
    await joinDeck(sa, deckId);
    const seen = collect<{ peer: PresencePeer }>(sa, 'presence');
    await joinDeck(sb, deckId);
    sb.emit('presence', { deckId, slide_id: slideId, selection: ['x'], typing: true });
    await expect.poll(() => seen.at(-1)?.peer).toMatchObject({ id: sb.id, slide_id: slideId, selection: ['x'], typing: true, status: 'viewing', can_edit: true });
    const list = await sa.timeout(5000).emitWithAck('presence-list', { deckId }) as { peers: PresencePeer[] };
    expect(list.peers.map((p) => p.id)).toEqual([sb.id]);
    const left = next<{ id: string }>(sa, 'presence-left');
    const id = sb.id;
    sb.disconnect();
    expect((await left).id).toBe(id);
  });
});
