// The deck cache is bounded by bytes and evicts the least recently used deck, not the oldest one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { EventBus } from '../events/bus.js';
import { DeckStore } from './deckStore.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

async function threeDecks(): Promise<number[]> {
  const owner = new TestClient(server.app);
  await owner.signUp();
  const ids: number[] = [];
  for (const title of ['One', 'Two', 'Three']) ids.push((await owner.post('/api/v1/decks.json', { deck: { title } })).json().deck.id);
  return ids;
}

describe('DeckStore', () => {
  it('keeps what fits in its byte budget and drops the least recently used deck first', async () => {
    const [a, b, c] = await threeDecks();
    const probe = new DeckStore(server.database.db, new EventBus());
    const one = await probe.get(a!);
    const bytes = JSON.stringify(one!.deck.document).length + 2_048;
    // Room for two decks of this size, not three.
    const store = new DeckStore(server.database.db, new EventBus(), { maxBytes: Math.floor(bytes * 2.5) });
    await store.get(a!);
    await store.get(b!);
    expect(store.peek(a!)?.deck.title).toBe('One');
    await store.get(c!);
    expect(store.peek(a!)?.deck.title).toBe('One');
    expect(store.peek(b!)).toBeUndefined();
    expect(store.peek(c!)?.deck.title).toBe('Three');
  });

  it('drops a deck when it changes, and finds decks by path', async () => {
    const [a] = await threeDecks();
    const bus = new EventBus();
    const store = new DeckStore(server.database.db, bus);
    const found = await store.get(a!);
    expect(await store.getByPath(found!.owner.username, found!.deck.slug)).toBe(found);
    expect(store.peekPath(found!.owner.username.toUpperCase(), found!.deck.slug)).toBe(found);
    bus.emit('deck-changed', { deckId: a! });
    expect(store.peek(a!)).toBeUndefined();
    expect(await store.get(999_999_999)).toBeNull();
  });
});
