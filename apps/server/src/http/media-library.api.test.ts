// The media library: list + search + tags + usage, label edits, delete with the decks that still use a medium, variants
// made on the job queue, and other users' media answering 404 everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { uploadMedia } from '../test/multipart.js';
import { media, tags, users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const photo = (width: number, height: number, color = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();

/** Polls the medium until its variants are made (the job queue runs them in the background). */
async function ready(c: TestClient, id: number) {
  for (;;) {
    const item = (await c.get(`/api/v1/media/${id}.json`)).json().media;
    if (item.status !== 'processing') return item;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function upload(c: TestClient, name: string, bytes?: Buffer) {
  const response = await uploadMedia(c, name, 'image/jpeg', bytes ?? (await photo(64, 48)));
  expect(response.statusCode).toBe(201);
  return response.json().media as { id: number; url: string; status: string };
}

describe('media library', () => {
  it('makes a WebP thumbnail and display size on the job queue and keeps the original', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const original = await photo(2400, 1600);
    const uploaded = await upload(c, 'wide.jpg', original);
    expect(uploaded.status).toBe('processing');
    const item = await ready(c, uploaded.id);
    expect(item).toMatchObject({ status: 'ready', width: 2400, height: 1600, kind: 'image' });
    const thumb = await c.get(item.thumbnail_url);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
    const display = await c.get(item.display_url);
    expect(await sharp(display.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 1280 });
    expect((await c.get(item.url)).rawPayload.equals(original)).toBe(true);
  });

  it('lists newest first with total, searches labels and pages', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    await upload(c, 'Beach sunset.jpg');
    await upload(c, 'Office team.jpg');
    await upload(c, '100%_done.jpg');
    const all = (await c.get('/api/v1/media.json')).json();
    expect(all.total).toBe(3);
    expect(all.results.map((m: { label: string }) => m.label)).toEqual(['100%_done.jpg', 'Office team.jpg', 'Beach sunset.jpg']);
    const found = (await c.get('/api/v1/media.json?q=sunset')).json();
    expect(found).toMatchObject({ total: 1, results: [{ label: 'Beach sunset.jpg' }] });
    // LIKE wildcards in the query are literal.
    expect((await c.get('/api/v1/media.json?q=%25_')).json().total).toBe(1);
    expect((await c.get('/api/v1/media.json?page=2')).json()).toMatchObject({ total: 3, results: [] });
    expect((await c.get('/api/v1/media.json?kind=video')).json().total).toBe(0);
  });

  it('renames with a label of at most 200 characters', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const { id } = await upload(c, 'a.jpg');
    const renamed = await c.request('PUT', `/api/v1/media/${id}.json`, { media: { label: '  Team photo ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().media.label).toBe('Team photo');
    const tooLong = await c.request('PUT', `/api/v1/media/${id}.json`, { media: { label: 'x'.repeat(201) } });
    expect(tooLong.statusCode).toBe(422);
    expect((await c.request('PUT', `/api/v1/media/${id}.json`, { media: { label: 5 } })).statusCode).toBe(422);
  });

  it('tags media, filters the library by tag and takes tags off', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const first = await upload(c, 'one.jpg');
    const second = await upload(c, 'two.jpg');
    const [tag] = await server.database.db.insert(tags).values({ userId: me.id, name: 'Brand', tagType: 'media' }).returning();
    const [deckTag] = await server.database.db.insert(tags).values({ userId: me.id, name: 'Talks', tagType: 'deck' }).returning();

    const added = await c.post(`/api/v1/tags/${tag!.id}/add_media.json`, { media_ids: [first.id, second.id, first.id] });
    expect(added.statusCode).toBe(200);
    expect(added.json().media_ids).toEqual([first.id, second.id]);
    const filtered = (await c.get(`/api/v1/media.json?tag=${tag!.id}`)).json();
    expect(filtered.total).toBe(2);
    expect(filtered.results[0].tags).toEqual([{ id: tag!.id, name: 'Brand' }]);
    expect(filtered.tags).toEqual([{ id: tag!.id, name: 'Brand', media_count: 2 }]);
    expect((await c.get('/api/v1/media.json?tag=Brand')).json().total).toBe(2);
    // The search box finds media by their tags too, not only by their labels.
    expect((await c.get('/api/v1/media.json?q=bran')).json().total).toBe(2);

    const removed = await c.post(`/api/v1/tags/${tag!.id}/remove_media.json`, { media_ids: [first.id] });
    expect(removed.json().media_ids).toEqual([second.id]);
    expect((await c.get(`/api/v1/media.json?tag=${tag!.id}`)).json()).toMatchObject({ total: 1, results: [{ id: second.id }] });
    expect((await c.get('/api/v1/media.json?q=brand')).json()).toMatchObject({ total: 1, results: [{ id: second.id }] });

    expect((await c.post(`/api/v1/tags/${deckTag!.id}/add_media.json`, { media_ids: [first.id] })).json().errors.tag).toEqual([MESSAGES.tagWrongType]);
    expect((await c.post(`/api/v1/tags/${tag!.id}/add_media.json`, { media_ids: [] })).statusCode).toBe(422);
    expect((await c.post(`/api/v1/tags/${tag!.id}/add_media.json`, { media_ids: ['x'] })).statusCode).toBe(422);
  });

  it('answers 404 for other users\u2019 media and tags, and 401 without a session', async () => {
    const owner = new TestClient(server.app);
    const me = await owner.signUp();
    const mine = await upload(owner, 'private.jpg');
    const [tag] = await server.database.db.insert(tags).values({ userId: me.id, name: 'Mine', tagType: 'media' }).returning();
    const other = new TestClient(server.app);
    await other.signUp();
    const theirs = await upload(other, 'theirs.jpg');

    expect((await other.get(`/api/v1/media/${mine.id}.json`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/v1/media/${mine.id}.json`, { media: { label: 'x' } })).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/v1/media/${mine.id}.json?force=true`)).statusCode).toBe(404);
    expect((await other.post(`/api/v1/tags/${tag!.id}/add_media.json`, { media_ids: [theirs.id] })).statusCode).toBe(404);
    expect((await owner.post(`/api/v1/tags/${tag!.id}/add_media.json`, { media_ids: [theirs.id] })).statusCode).toBe(404);
    expect((await other.get('/api/v1/media.json')).json().results.map((m: { id: number }) => m.id)).toEqual([theirs.id]);
    expect((await owner.get('/api/v1/media/99999999.json')).statusCode).toBe(404);
    expect((await owner.get('/api/v1/media/abc.json')).statusCode).toBe(404);

    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.get('/api/v1/media.json')).statusCode).toBe(401);
  });

  it('warns with the decks that use a medium before deleting it, then frees its storage and files', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const uploaded = await upload(c, 'logo.jpg');
    const item = await ready(c, uploaded.id);
    const before = (await c.get('/api/v1/media/usage.json')).json().bytes;
    expect(before).toBe(item.size);

    const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Launch' } })).json().deck;
    const html = `<section data-id="s1"><div class="sl-block" data-block-type="image" data-block-id="b1" style="left:0;top:0;width:100px;height:100px"><div class="sl-block-content"><img src="${item.display_url}"></div></div></section>`;
    const saved = await c.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { data: html, version: deck.version } });
    expect(saved.statusCode).toBe(200);

    const refused = await c.request('DELETE', `/api/v1/media/${item.id}.json`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: MESSAGES.mediaInUse(1), decks: [{ id: deck.id, title: 'Launch' }], other_decks: 0 });
    expect((await c.get(`/api/v1/media/${item.id}.json`)).statusCode).toBe(200);

    const deleted = await c.request('DELETE', `/api/v1/media/${item.id}.json?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect((await c.get(`/api/v1/media/${item.id}.json`)).statusCode).toBe(404);
    expect((await c.get(item.url)).statusCode).toBe(404);
    expect((await c.get(item.thumbnail_url)).statusCode).toBe(404);
    expect((await c.get('/api/v1/media/usage.json')).json().bytes).toBe(0);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.storageUsed).toBe(0);
    expect(await server.database.db.$count(media, eq(media.userId, me.id))).toBe(0);
  });

  it('deletes an unused medium without asking', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const { id } = await upload(c, 'unused.jpg');
    expect((await c.request('DELETE', `/api/v1/media/${id}.json`)).statusCode).toBe(200);
  });
});
