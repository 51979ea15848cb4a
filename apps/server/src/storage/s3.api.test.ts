/**
 * The S3-compatible media storage against a real S3 API server (s3rver) started by the test: streamed upload (a
 * multipart one for a large file), range reads, delete, the size limit; then media through the API on STORAGE=s3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client, s3Storage } from './s3.js';
import { UploadTooLarge, type MediaStorage } from './local.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { startTestServer, TestClient } from '../test/harness.js';
import { TINY_PNG, uploadMedia } from '../test/multipart.js';

let s3: TestS3;
let storage: MediaStorage;
let stagingDir: string;
const options = () => ({
  endpoint: s3.env.S3_ENDPOINT!, bucket: s3.env.S3_BUCKET!, region: s3.env.S3_REGION!,
  accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
});

beforeAll(async () => {
  s3 = await startTestS3();
  stagingDir = mkdtempSync(path.join(tmpdir(), 'podium-s3-staging-'));
  storage = s3Storage({ ...options(), stagingDir });
});
afterAll(async () => {
  await s3?.close();
});

async function readAll(stream: Readable | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that hands the bytes over in 64 KiB chunks, as an upload arrives. */
const chunked = (bytes: Buffer) => Readable.from((function* () {
  for (let i = 0; i < bytes.length; i += 65536) yield bytes.subarray(i, i + 65536);
})());

const objectsInBucket = async () =>
  (await s3Client(options()).send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET! }))).Contents?.map((o) => o.Key) ?? [];

describe('S3-compatible media storage', () => {
  it('stages an upload (size, hash, sniffing head), stores it in the bucket and reads it whole and by range', async () => {
    const bytes = randomBytes(300_000);
    const staged = await storage.stage(chunked(bytes), 1_000_000);
    expect(staged.size).toBe(bytes.length);
    expect(staged.head.equals(bytes.subarray(0, 4100))).toBe(true);
    const key = await staged.commit('mp4');
    await staged.discard();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22,}\.mp4$/);
    const head = await s3Client(options()).send(new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET!, Key: key }));
    expect(head.ContentLength).toBe(bytes.length);
    expect(head.ContentType).toBe('video/mp4');
    expect(readdirSync(stagingDir)).toEqual([]);
    expect((await readAll(storage.open(key))).equals(bytes)).toBe(true);
    expect((await readAll(storage.open(key, { start: 1000, end: 1999 }))).equals(bytes.subarray(1000, 2000))).toBe(true);
    expect((await readAll(storage.open(key, { start: bytes.length - 10, end: bytes.length - 1 }))).equals(bytes.subarray(-10))).toBe(true);
  });

  it('sends a large file as a multipart upload', async () => {
    const bytes = randomBytes(19 * 1024 * 1024);
    const staged = await storage.stage(chunked(bytes), 50 * 1024 * 1024);
    const key = await staged.commit('webm');
    const back = await readAll(storage.open(key, { start: 8 * 1024 * 1024 - 5, end: 8 * 1024 * 1024 + 4 }));
    expect(back.equals(bytes.subarray(8 * 1024 * 1024 - 5, 8 * 1024 * 1024 + 5))).toBe(true);
    expect((await readAll(storage.open(key))).length).toBe(bytes.length);
  }, 60_000);

  it('deletes: the object is gone from the bucket and reading it fails', async () => {
    const key = await storage.put(TINY_PNG, 'png');
    expect(await objectsInBucket()).toContain(key);
    await storage.remove(key);
    expect(await objectsInBucket()).not.toContain(key);
    await expect(readAll(storage.open(key))).rejects.toThrow();
    expect(storage.open('../../etc/passwd')).toBeNull();
  });

  it('refuses an upload over the limit and leaves nothing behind, locally or in the bucket', async () => {
    const before = await objectsInBucket();
    await expect(storage.stage(chunked(randomBytes(200_000)), 100_000)).rejects.toBeInstanceOf(UploadTooLarge);
    expect(readdirSync(stagingDir)).toEqual([]);
    expect(await objectsInBucket()).toEqual(before);
  });

  it('a discarded upload (refused by type) never reaches the bucket', async () => {
    const before = await objectsInBucket();
    const staged = await storage.stage(chunked(Buffer.from('<script>alert(1)</script>')), 1000);
    await staged.discard();
    expect(readdirSync(stagingDir)).toEqual([]);
    expect(await objectsInBucket()).toEqual(before);
  });

  it('serves uploaded media through the API with STORAGE=s3, including range requests', async () => {
    const server = await startTestServer(s3.env);
    try {
      const c = new TestClient(server.app);
      await c.signUp();
      const uploaded = await uploadMedia(c, 'dot.png', 'image/png', TINY_PNG);
      expect(uploaded.statusCode).toBe(201);
      const url = uploaded.json().media.url as string;
      expect(await objectsInBucket()).toContain(url.split('/').pop());
      const whole = await c.get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(TINY_PNG)).toBe(true);
      const part = await c.request('GET', url, undefined, { range: 'bytes=0-7' });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(TINY_PNG.subarray(0, 8))).toBe(true);
    } finally {
      await server.close();
    }
    // Booting a second app (PGlite) is most of this test's time on a busy machine.
  }, 120_000);
});
