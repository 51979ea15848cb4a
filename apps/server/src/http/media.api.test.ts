import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS, MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { uploadMedia, TINY_PNG } from '../test/multipart.js';
import { media, users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

describe('image upload', () => {
  it('stores an image and serves it back with its type under a sandboxing CSP', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const response = await uploadMedia(c, 'dot.png', 'image/png', TINY_PNG);
    expect(response.statusCode).toBe(201);
    const item = response.json().media;
    expect(item).toMatchObject({ content_type: 'image/png', size: TINY_PNG.length, label: 'dot.png' });
    const served = await c.get(item.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.storageUsed).toBe(TINY_PNG.length);
  });

  it('judges the type by content: a script named .png is refused and nothing is stored', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const response = await uploadMedia(c, 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([MESSAGES.imageWrongType]);
    expect(await server.database.db.$count(media, eq(media.userId, me.id))).toBe(0);
  });

  it('serves SVG images so they cannot run script', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await uploadMedia(c, 'x.svg', 'image/svg+xml', svg);
    const served = await c.get(response.json().media.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('refuses images over the limit with a clear message', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(LIMITS.imageUploadBytes)]);
    const response = await uploadMedia(c, 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(MESSAGES.imageTooLarge(LIMITS.imageUploadBytes));
  });

  it('respects the storage limit and needs a session', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    await server.database.db.update(users).set({ storageLimit: 10 }).where(eq(users.id, me.id));
    const full = await uploadMedia(c, 'dot.png', 'image/png', TINY_PNG);
    expect(full.statusCode).toBe(413);
    expect(full.json().error).toBe(MESSAGES.storageFull);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await uploadMedia(anonymous, 'dot.png', 'image/png', TINY_PNG)).statusCode).toBe(401);
    expect((await anonymous.get('/media/AAAAAAAAAAAAAAAAAAAAAAAA.png')).statusCode).toBe(404);
  });
});
