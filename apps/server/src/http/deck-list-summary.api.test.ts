/**
 * Deck lists read each deck's stored summary (first slide, slide count), which every save path keeps current: a card
 * shows what the document holds after a PUT, co-editing ops (once folded in), an import, a revision restore and a
 * duplicate; and listing never reads a document.
 */
import { describe, expect, it, vi } from 'vitest';
import { countSlides, type DeckDocument, type Op } from '@podium/deck';
import { TestClient } from '../test/harness.js';
import { editorSuite, joinDeck, sendOp, teamDeck } from '../test/coedit-fixtures.js';
import { uploadImport, waitForImport } from '../test/imports.js';
import { waitIndexed } from '../test/search-fixtures.js';

const suite = editorSuite();

type Card = { id: number; first_slide: unknown; slide_count: number };

/** The deck's card in its owner's list. */
async function cardOf(c: TestClient, id: number): Promise<Card> {
  const listed = (await c.get('/api/v1/decks.json?order=updated')).json().results as Card[];
  const card = listed.find((d) => d.id === id);
  if (!card) throw new Error(`deck ${id} is not listed`);
  return card;
}

/** What the card must show for the deck's stored document: its first slide without notes or sub-slides, and its slide count. */
async function expectedCard(c: TestClient, id: number) {
  const document = (await c.get(`/api/v1/decks/${id}.json`)).json().deck.document as DeckDocument;
  const { notes: _notes, children: _children, ...first } = document.slides[0] as unknown as Record<string, unknown>;
  return { first_slide: first, slide_count: countSlides(document) };
}

async function expectCardMatchesDocument(c: TestClient, id: number) {
  expect(await cardOf(c, id)).toMatchObject(await expectedCard(c, id));
}

async function ownerWithDeck() {
  const c = new TestClient(suite.server.app);
  await c.signUp();
  const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Summary' } })).json().deck as { id: number; version: number };
  return { c, deck };
}

describe('deck list summaries', () => {
  it('follow a whole-document PUT, including one that adds slides and notes', async () => {
    const { c, deck } = await ownerWithDeck();
    const data = '<section><h2>Opening</h2><aside class="notes">Secret</aside></section><section><h2>Two</h2></section><section><h2>Three</h2></section>';
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data, version: deck.version } });
    expect(saved.statusCode).toBe(200);
    const card = await cardOf(c, deck.id);
    expect(JSON.stringify(card.first_slide)).toContain('Opening');
    expect(JSON.stringify(card.first_slide)).not.toContain('Secret');
    expect(card.slide_count).toBe(3);
    await expectCardMatchesDocument(c, deck.id);
  });

  it('follow co-editing ops', async () => {
    const { a, deckId, slideId, blockId, version } = await teamDeck(suite.server);
    const socket = await suite.open(a);
    expect(await joinDeck(socket, deckId)).toMatchObject({ ok: true });
    const before = await cardOf(a, deckId);
    const move: Op = { type: 'deck.block.move', slideId, moves: [{ id: blockId, x: 321, y: 123 }] };
    expect(await sendOp(socket, deckId, version, move)).toMatchObject({ ok: true });
    // Ops are folded into the stored document a moment after the last one (services/coedit/compaction.ts).
    await vi.waitFor(async () => expect(JSON.stringify((await cardOf(a, deckId)).first_slide)).toContain('321'), { timeout: 15_000, interval: 100 });
    expect((await cardOf(a, deckId)).first_slide).not.toEqual(before.first_slide);
    await expectCardMatchesDocument(a, deckId);
  });

  it('are there for an imported deck', async () => {
    const c = new TestClient(suite.server.app);
    await c.signUp();
    const started = await uploadImport(c, 'talk.md', Buffer.from('# Imported opening\n\nNote: Hidden\n\n---\n\n## Second\n'));
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForImport(c, started.json().import.id);
    expect(done.status).toBe('done');
    const id = done.deck!.id;
    const card = await cardOf(c, id);
    expect(JSON.stringify(card.first_slide)).toContain('Imported opening');
    expect(card.slide_count).toBe(2);
    await expectCardMatchesDocument(c, id);
  });

  it('follow a revision restore and carry over to a duplicate', async () => {
    const { c, deck } = await ownerWithDeck();
    const first = (await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: '<section><h2>Version one</h2></section>', version: deck.version } })).json().deck;
    const revision = (await c.post(`/api/v1/decks/${deck.id}/revisions/settle.json`)).json().revision as { id: number };
    const second = (await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: '<section><h2>Version two</h2></section><section>x</section>', version: first.version } })).json().deck;
    expect(JSON.stringify((await cardOf(c, deck.id)).first_slide)).toContain('Version two');

    const restored = await c.post(`/api/v1/decks/${deck.id}/revisions/${revision.id}/restore.json`, { version: second.version });
    expect(restored.statusCode).toBe(200);
    const card = await cardOf(c, deck.id);
    expect(JSON.stringify(card.first_slide)).toContain('Version one');
    expect(card.slide_count).toBe(1);
    await expectCardMatchesDocument(c, deck.id);

    const forked = await c.post(`/api/v1/decks/${deck.id}/fork.json`);
    expect(forked.statusCode).toBe(201);
    const copy = await cardOf(c, forked.json().deck.id);
    expect(copy).toMatchObject({ first_slide: card.first_slide, slide_count: 1 });
    await expectCardMatchesDocument(c, copy.id);
  });

  it('are listed without reading any deck document', async () => {
    const { c, deck } = await ownerWithDeck();
    const many = Array.from({ length: 50 }, (_, i) => `<section><h2>Slide ${i}</h2></section>`).join('');
    expect((await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: many, version: deck.version } })).statusCode).toBe(200);
    // The save's search indexing reads the document in the background (on PostgreSQL, beside the list): it ends first.
    await waitIndexed(suite.server, [deck.id]);
    // Every statement the database driver is sent while the list is answered (drizzle's session holds the driver).
    const driver = (suite.server.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
    const spy = vi.spyOn(driver, 'query');
    try {
      const card = await cardOf(c, deck.id);
      expect(card.slide_count).toBe(50);
      const statements = spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
      expect(statements.some((text) => text.includes('first_slide'))).toBe(true);
      expect(statements.filter((text) => /"document"|\bdocument\b/.test(text))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
