/** Upload abuse limits: per-plan storage (configurable, shown to the user), concurrent uploads, per-user rate, sniffing. */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES, STORAGE_LIMITS, UPLOAD_RATE_LIMIT } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { TINY_PNG, uploadMedia } from '../test/multipart.js';
import { media, users } from '../db/schema.js';

let server: TestServer;
// Room for two tiny PNGs on the free plan; other plans keep their defaults.
const FREE_LIMIT = TINY_PNG.length * 2 + 10;
beforeAll(async () => { server = await startTestServer({ STORAGE_LIMIT_DEFAULT: String(FREE_LIMIT) }); });
afterAll(async () => { await server.close(); });

let addressNumber = 0;
/** The users this file signed up (on PostgreSQL the database also holds other files' rows). */
const uploaders: number[] = [];
/** A signed-up user on its own client address. */
async function uploader() {
  const c = new TestClient(server.app);
  addressNumber += 1;
  c.address = `10.3.0.${addressNumber}`;
  const me = await c.signUp();
  uploaders.push(me.id);
  return { c, me };
}
const mediaFiles = () => readdirSync(path.join(server.config.dataDir, 'media'));

describe('storage limits per plan', () => {
  it('apply the configured free-plan limit and show it with the usage', async () => {
    const { c } = await uploader();
    const self = async () => (await c.get('/api/v1/media/usage.json')).json();
    expect(await self()).toEqual({ bytes: 0, limit: FREE_LIMIT });
    expect((await uploadMedia(c, 'a.png', 'image/png', TINY_PNG)).statusCode).toBe(201);
    expect((await uploadMedia(c, 'b.png', 'image/png', TINY_PNG)).statusCode).toBe(201);
    const full = await uploadMedia(c, 'c.png', 'image/png', TINY_PNG);
    expect(full.statusCode).toBe(413);
    expect(full.json().error).toBe(MESSAGES.storageFull);
    expect(await self()).toEqual({ bytes: TINY_PNG.length * 2, limit: FREE_LIMIT });
    const page = await c.open('/users/edit');
    expect(page.body).toContain(`"storage_limit":${FREE_LIMIT}`);
    expect(page.body).toContain(`"storage_used":${TINY_PNG.length * 2}`);
  });

  it('give paid plans their own limit, and an operator-set limit wins', async () => {
    const { c, me } = await uploader();
    await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    expect((await c.get('/api/v1/media/usage.json')).json().limit).toBe(STORAGE_LIMITS.pro);
    await server.database.db.update(users).set({ storageLimit: 5 }).where(eq(users.id, me.id));
    expect((await c.get('/api/v1/media/usage.json')).json().limit).toBe(5);
    expect((await uploadMedia(c, 'a.png', 'image/png', TINY_PNG)).statusCode).toBe(413);
  });

  it('hold under concurrent uploads: no more is stored than the limit allows', async () => {
    const { c, me } = await uploader();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => uploadMedia(c, `${i}.png`, 'image/png', TINY_PNG)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 413)).toHaveLength(4);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.storageUsed).toBe(TINY_PNG.length * 2);
    const originals = await server.database.db.select().from(media).where(and(eq(media.userId, me.id), isNull(media.parentId)));
    expect(originals).toHaveLength(2);
    // Once every upload's variants are made (a job, done whenever the queue gets to it), the folder holds exactly the
    // recorded files: nothing the refused uploads sent stayed behind, staged or kept.
    const ours = inArray(media.userId, uploaders);
    await vi.waitFor(async () => {
      expect(await server.database.db.select().from(media).where(and(ours, eq(media.status, 'processing')))).toEqual([]);
    }, { timeout: 20_000, interval: 100 });
    const recorded = (await server.database.db.select({ key: media.key }).from(media).where(ours)).map((medium) => medium.key);
    expect(mediaFiles().sort()).toEqual(recorded.sort());
  });
});

describe('uploads', () => {
  it('are rate limited per user, whatever the address', async () => {
    const { c, me } = await uploader();
    await server.database.db.update(users).set({ storageLimit: 10 ** 9 }).where(eq(users.id, me.id));
    for (let i = 0; i < UPLOAD_RATE_LIMIT.requests; i += 1) {
      c.address = `10.4.${i}.1`;
      expect((await uploadMedia(c, 'x.png', 'image/png', TINY_PNG)).statusCode).toBe(201);
    }
    c.address = '10.5.0.1';
    const refused = await uploadMedia(c, 'x.png', 'image/png', TINY_PNG);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(MESSAGES.tooManyRequests);
    // Someone else is not affected.
    expect((await uploadMedia((await uploader()).c, 'y.png', 'image/png', TINY_PNG)).statusCode).toBe(201);
  });

  it('are judged by their bytes (file-type): audio and archives named as video are refused; the hash comes back', async () => {
    const { c } = await uploader();
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(200, 0)]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0)]);
    for (const [name, bytes] of [['song.mp4', mp3], ['archive.webm', zip]] as const) {
      const response = await uploadMedia(c, name, 'video/mp4', bytes);
      expect(response.statusCode).toBe(422);
    }
    const ok = await uploadMedia(c, 'dot.png', 'image/png', TINY_PNG);
    expect(ok.json().media.sha256).toBe(createHash('sha256').update(TINY_PNG).digest('hex'));
    expect(mediaFiles().filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
