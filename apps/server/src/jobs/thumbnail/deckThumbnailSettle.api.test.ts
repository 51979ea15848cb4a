// Deck thumbnails follow saves once they settle: while someone keeps editing, no render runs beside them (each is a
// page load in Chromium); when the saves stop, one render brings the thumbnail up to date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decks } from '../../db/schema.js';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';

const SETTLE_SECONDS = 3;
let server: TestServer;
beforeAll(async () => { server = await startTestServer({}, { jobs: { thumbnailsAfterSaves: true, thumbnailSettleSeconds: SETTLE_SECONDS } }); });
afterAll(async () => { await server.close(); });

const thumbnailOf = async (id: number) => (await server.database.db.select({ url: decks.thumbnailUrl }).from(decks).where(eq(decks.id, id)))[0]!.url;

describe('deck thumbnails after saves', () => {
  it('waits until the saves stop, then renders once', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const { deck } = (await c.post('/api/v1/decks.json', { deck: { title: 'Being edited' } })).json();
    // Saves every 200 ms for two settle periods: a render spaced only by the period would have run by the end.
    let version = deck.version as number;
    const editingUntil = Date.now() + 2 * SETTLE_SECONDS * 1000;
    for (let n = 0; Date.now() < editingUntil; n += 1) {
      const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: `Being edited ${n}`, version } });
      expect(saved.statusCode).toBe(200);
      version = saved.json().deck.version;
      expect(await thumbnailOf(deck.id)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Edits stopped: the thumbnail follows within a couple of settle periods (and a render).
    for (;;) {
      if (await thumbnailOf(deck.id)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await thumbnailOf(deck.id)).toMatch(/^\/media\/.+\.webp$/);
  }, 60_000);
});
