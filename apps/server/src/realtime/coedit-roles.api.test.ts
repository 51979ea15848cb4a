/**
 * Co-editing and collaborator roles together: a viewer collaborator on a private deck joins the
 * editor room, hears the editors' ops live, and every op they send is refused by the server; an editor collaborator's
 * ops are applied.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createBlock, encodeUpdate, TEXT_FIELD, type DeckDocument } from '@podium/deck';
import type { SequencedOp } from '@podium/shared';
import { TestClient } from '../test/harness.js';
import { next } from '../test/live-client.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { editorSuite, joinDeck, sendOp } from '../test/coedit-fixtures.js';

describe('co-editing by collaborator role', () => {
  const suite = editorSuite();
  const open = (client: TestClient) => suite.open(client);

  /** A private deck with one text block, and a collaborator invited with `role`. */
  async function privateDeckWith(role: 'viewer' | 'editor') {
    const { c: owner, deck } = await ownerWithDeck(suite.server, 'pro', { title: 'Private plan', visibility: 'self' });
    expect(deck.visibility).toBe('self');
    const block = createBlock('text', { props: { html: '<p>Hello</p>' } });
    const loaded = (await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck as { version: number; document: DeckDocument };
    const slideId = loaded.document.slides[0]!.id;
    const saved = await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: loaded.version, document: { ...loaded.document, slides: [{ ...loaded.document.slides[0]!, blocks: [block] }] } } });
    expect(saved.statusCode).toBe(200);
    const collaborator = new TestClient(suite.server.app);
    const me = await collaborator.signUp();
    expect((await owner.post(`/api/v1/decks/${deck.id}/users.json`, { deck_user: { username: me.username, role } })).statusCode).toBe(201);
    return { owner, collaborator, deckId: deck.id, slideId, blockId: block.id, version: (saved.json().deck as { version: number }).version };
  }

  it('a viewer collaborator hears the owner’s ops live, but the server refuses theirs and the deck is unchanged', async () => {
    const { owner, collaborator, deckId, slideId, blockId, version } = await privateDeckWith('viewer');
    const viewer = await open(collaborator);
    expect(await joinDeck(viewer, deckId)).toMatchObject({ ok: true, canEdit: false });
    expect(await sendOp(viewer, deckId, version, { type: 'deck.block.delete', slideId, blockId })).toMatchObject({ ok: false, code: 'forbidden' });
    const mine = await open(owner);
    expect(await joinDeck(mine, deckId)).toMatchObject({ ok: true, canEdit: true });
    const heard = next<SequencedOp>(viewer, 'ops');
    expect(await sendOp(mine, deckId, version, { type: 'deck.block.rotate', slideId, id: blockId, rotation: 30 })).toMatchObject({ ok: true, seq: version + 1 });
    expect(await heard).toMatchObject({ deckId, seq: version + 1 });
    expect(await sendOp(viewer, deckId, version + 1, { type: 'deck.block.rotate', slideId, id: blockId, rotation: 90 })).toMatchObject({ ok: false, code: 'forbidden' });
    const stored = (await owner.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number; document: DeckDocument };
    expect(stored.version).toBe(version + 1);
    expect(stored.document.slides[0]!.blocks).toHaveLength(1);
    expect(stored.document.slides[0]!.blocks[0]).toMatchObject({ rotation: 30 });
  });

  it('an editor collaborator’s ops are applied and reach the owner', async () => {
    const { owner, collaborator, deckId, slideId, blockId, version } = await privateDeckWith('editor');
    const editor = await open(collaborator);
    expect(await joinDeck(editor, deckId)).toMatchObject({ ok: true, canEdit: true });
    const mine = await open(owner);
    await joinDeck(mine, deckId);
    const heard = next<SequencedOp>(mine, 'ops');
    expect(await sendOp(editor, deckId, version, { type: 'deck.block.rotate', slideId, id: blockId, rotation: 45 })).toMatchObject({ ok: true, seq: version + 1 });
    expect(await heard).toMatchObject({ deckId, seq: version + 1 });
  });

  it('a viewer’s typing (shared-text updates) is refused and their caret is not relayed; the owner’s caret reaches them', async () => {
    const { owner, collaborator, deckId, slideId, blockId, version } = await privateDeckWith('viewer');
    const viewer = await open(collaborator);
    await joinDeck(viewer, deckId);
    const mine = await open(owner);
    await joinDeck(mine, deckId);
    const typed = new Y.Doc();
    (typed.getXmlFragment(TEXT_FIELD).insert(0, [new Y.XmlElement('paragraph')]));
    const update = encodeUpdate(Y.encodeStateAsUpdate(typed));
    expect(await sendOp(viewer, deckId, version, { type: 'deck.block.text', slideId, blockId, update })).toMatchObject({ ok: false, code: 'forbidden' });
    const carets: unknown[] = [];
    mine.on('text-cursor', (payload) => carets.push(payload));
    viewer.emit('text-cursor', { deckId, blockId, update: 'AAAA' });
    // Round trips in order on each connection: once answered, a relayed caret would already have reached the owner.
    await viewer.timeout(5000).emitWithAck('presence-list', { deckId });
    await mine.timeout(5000).emitWithAck('presence-list', { deckId });
    expect(carets).toEqual([]);
    // The owner's caret does go to the viewer (the relay works).
    const toViewer = next<{ blockId: string }>(viewer, 'text-cursor');
    mine.emit('text-cursor', { deckId, blockId, update: 'AQID' });
    expect(await toViewer).toMatchObject({ deckId, blockId, update: 'AQID' });
    const stored = (await owner.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number };
    expect(stored.version).toBe(version);
  });
});
