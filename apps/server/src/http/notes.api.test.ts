// Speaker notes are the presenter's: with share_notes off, readers who may not present never receive them, from any
// deck read (deck JSON by id or by path, data.json), however warm the cache is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const SECRET = 'Secret speaker note';
const SLIDES = `<section data-id="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"><p>Slide</p><aside class="notes">${SECRET}</aside></section>`;

/** A public deck whose one slide carries a speaker note, and the three URLs that read it. */
async function deckWithNotes() {
  const owner = new TestClient(server.app);
  const me = await owner.signUp();
  const created = (await owner.post('/api/v1/decks.json', { deck: { title: 'Notes deck' } })).json().deck;
  const deck = (await owner.put(`/api/v1/decks/${created.id}.json`, { deck: { data: SLIDES, version: created.version } })).json().deck;
  const urls = [`/api/v1/decks/${deck.id}.json`, `/api/v1/decks/${deck.id}/data.json`, `/api/v1/users/${me.username}/decks/${deck.slug}.json`];
  return { owner, deck, urls };
}

describe('speaker notes on deck reads', () => {
  it('are left out for anonymous readers and signed-in strangers unless the deck shares them', async () => {
    const { owner, deck, urls } = await deckWithNotes();
    // The owner reads first, so a cached body with notes exists before anyone else asks.
    for (const url of urls) expect((await owner.get(url)).body, url).toContain(SECRET);
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    for (const reader of [new TestClient(server.app), new TestClient(server.app), stranger]) {
      for (const url of urls) {
        const response = await reader.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain(SECRET);
      }
    }
    const anonymous = (await new TestClient(server.app).get(urls[0]!)).json().deck;
    expect(anonymous.notes).toEqual({});
    expect(anonymous.document.slides[0].notes).toBe('');
    expect((await new TestClient(server.app).get(urls[1]!)).json().data).not.toContain('class="notes"');

    await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { share_notes: true, version: deck.version } });
    for (const url of urls) expect((await new TestClient(server.app).get(url)).body, url).toContain(SECRET);
  });

  it('live once, on the slides: the notes map is read from them and writes into them', async () => {
    const { owner, deck, urls } = await deckWithNotes();
    const slideId = 'a'.repeat(32);
    const json = (await owner.get(urls[0]!)).json().deck;
    expect(json.document.slides[0].notes).toBe(SECRET);
    expect(json.notes).toEqual({ [slideId]: SECRET });
    expect((await owner.get(urls[1]!)).json()).toMatchObject({ notes: { [slideId]: SECRET } });
    const saved = await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { notes: { [slideId]: 'Rewritten' }, version: deck.version } });
    expect(saved.statusCode).toBe(200);
    const reread = (await owner.get(urls[0]!)).json().deck;
    expect(reread.document.slides[0].notes).toBe('Rewritten');
    expect(reread.notes).toEqual({ [slideId]: 'Rewritten' });
    expect((await owner.get(urls[1]!)).json().data).toContain('<aside class="notes">Rewritten</aside>');
  });
});
