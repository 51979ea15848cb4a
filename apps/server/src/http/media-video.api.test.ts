import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { uploadMedia } from '../test/multipart.js';
import { users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/** The start of an MP4 file (an ISO BMFF `ftyp` box) followed by filler: the server recognises files by their bytes. */
const TINY_MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200, 1)]);
const TINY_WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100, 2)]);

describe('video upload', () => {
  it('stores MP4 and WebM videos, counts them against storage and serves them with their type', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const mp4 = await uploadMedia(c, 'clip.mp4', 'video/mp4', TINY_MP4);
    expect(mp4.statusCode).toBe(201);
    expect(mp4.json().media).toMatchObject({ content_type: 'video/mp4', size: TINY_MP4.length, label: 'clip.mp4' });
    expect(mp4.json().media.url).toMatch(/^\/media\/[\w-]+\.mp4$/);
    const webm = await uploadMedia(c, 'clip.webm', 'video/webm', TINY_WEBM);
    expect(webm.json().media.content_type).toBe('video/webm');
    const served = await c.get(mp4.json().media.url);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(TINY_MP4)).toBe(true);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.storageUsed).toBe(TINY_MP4.length + TINY_WEBM.length);
  });

  it('serves byte ranges of a video so players can seek: 206 with Content-Range, 416 past the end', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    // Distinct bytes at every offset, so a wrong slice cannot pass for the right one.
    const video = Buffer.concat([TINY_MP4.subarray(0, 12), Buffer.from(Array.from({ length: 500 }, (_, i) => i % 251))]);
    const { url } = (await uploadMedia(c, 'seek.mp4', 'video/mp4', video)).json().media as { url: string };
    const whole = await c.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(video.length);

    const middle = await c.request('GET', url, undefined, { range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const open = await c.request('GET', url, undefined, { range: 'bytes=490-' });
    expect(open.headers['content-range']).toBe(`bytes 490-${video.length - 1}/${video.length}`);
    expect(open.rawPayload.equals(video.subarray(490))).toBe(true);
    const suffix = await c.request('GET', url, undefined, { range: 'bytes=-20' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(video.subarray(-20))).toBe(true);
    // A range running past the end is cut at the end.
    const past = await c.request('GET', url, undefined, { range: 'bytes=500-9999' });
    expect(past.headers['content-range']).toBe(`bytes 500-${video.length - 1}/${video.length}`);
    expect(past.rawPayload.equals(video.subarray(500))).toBe(true);

    const beyond = await c.request('GET', url, undefined, { range: `bytes=${video.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
    // Not a byte range this server answers (another unit, several ranges): the whole file.
    for (const range of ['items=0-1', 'bytes=0-1,5-6']) {
      const full = await c.request('GET', url, undefined, { range });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.equals(video)).toBe(true);
    }
  });

  it('refuses a file that only claims to be a video', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const response = await uploadMedia(c, 'fake.mp4', 'video/mp4', Buffer.from('this is not a video at all'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([MESSAGES.imageWrongType]); // not a video either: the image message names what is accepted first
  });
});
