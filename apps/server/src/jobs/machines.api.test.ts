/**
 * Two server processes on two machines: each its own DATA_DIR (nothing shared on disk), one PostgreSQL database, one
 * Redis and one S3-compatible store (STORAGE=s3 on s3rver). An export made by one is downloaded from the other and
 * expires from the bucket; an import uploaded to one never stays on its disk and its deck opens on the other; a job
 * running longer than its lease keeps it; and when the process running an export dies, the other one takes the
 * export over once the lease runs out (leases shortened by a test option) and finishes it.
 * Runs with DATABASE_URL and REDIS_URL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { deckWithSlides, waitForExport } from '../test/exports.js';
import { uploadImport, waitForImport } from '../test/imports.js';
import { exports } from '../db/schema.js';
import { s3Client } from '../storage/s3.js';
import { isPublicAddress } from '../services/embeds/publicAddress.js';
import { removeExpiredExportFiles } from './exportExpiry/index.js';
import type { PgBossQueue, QueueTimings } from './pgBossQueue.js';

/** Leases short enough to watch a takeover: a dead process's job is back in the queue within a few seconds. */
const TIMINGS: QueueTimings = { leaseSeconds: 3, heartbeatSeconds: 1, maintenanceSeconds: 1 };

/** A "public" site on 127.0.0.2 that holds its image answers while `holding`: an export stays mid-render meanwhile. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const held: ServerResponse[] = [];
let holding = true;
let imageRequests = 0;
const answer = (response: ServerResponse) => response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
const slowSite = createServer((_request, response) => {
  imageRequests += 1;
  if (holding) held.push(response);
  else answer(response);
});
const jobs = { addressPolicy: (address: string) => address === '127.0.0.2' || isPublicAddress(address), queueTimings: TIMINGS };

const queueOf = (server: TestServer) => server.app.podium.jobs as PgBossQueue;
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('two machines: own disks, one database, one bucket', () => {
  let s3: TestS3;
  let a: TestServer;
  let b: TestServer;
  let slowPort = 0;
  const bucketKeys = async (prefix: string) => {
    const client = s3Client({ endpoint: s3.env.S3_ENDPOINT!, region: s3.env.S3_REGION!, accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET!, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!);
  };
  const startExport = async (c: TestClient, deckId: number) => {
    const started = await c.post(`/api/v1/decks/${deckId}/exports.json`, { export: { format: 'pdf' } });
    expect(started.statusCode).toBe(202);
    return started.json().export.id as string;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => slowSite.listen(0, '127.0.0.2', resolve));
    slowPort = (slowSite.address() as AddressInfo).port;
    s3 = await startTestS3();
    // Each server gets a DATA_DIR of its own and, without a `database` option, its own connections to DATABASE_URL;
    // like every deployment of several processes, they share SESSION_SECRET (CSRF tokens are signed with it).
    const env = { ...s3.env, REDIS_URL: process.env.REDIS_URL!, SESSION_SECRET: randomBytes(32).toString('base64') };
    a = await startTestServer(env, { jobs });
    b = await startTestServer(env, { jobs });
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
  });
  afterAll(async () => {
    holding = false;
    held.splice(0).forEach(answer);
    slowSite.close();
    await a?.close();
    await b?.close();
    await s3?.close();
  });

  it('an export made on one machine downloads from the other; expiry and deleting the deck remove it from the bucket', async () => {
    const c = new TestClient(a.app);
    await c.signUp();
    const deck = await deckWithSlides(c);
    const exportId = await startExport(c, deck.id);
    const done = await waitForExport(c, deck.id, exportId);
    expect(done.status).toBe('done');
    expect(await bucketKeys('exports/')).toContain(`exports/${exportId}.pdf`);
    expect([...filesIn(path.join(a.config.dataDir, 'exports')), ...filesIn(path.join(b.config.dataDir, 'exports'))]).toEqual([]);

    const onB = c.onApp(b.app);
    const download = await onB.get(done.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.equals((await c.get(done.url!)).rawPayload)).toBe(true);

    await a.database.db.update(exports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(exports.id, exportId));
    expect(await removeExpiredExportFiles(b.app.podium)).toBeGreaterThanOrEqual(1);
    expect(await bucketKeys('exports/')).not.toContain(`exports/${exportId}.pdf`);
    const expired = await c.get(done.url!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(MESSAGES.exportExpired);

    const other = await deckWithSlides(c, '<section><p>Deleted soon</p></section>');
    const otherId = await startExport(c, other.id);
    expect((await waitForExport(c, other.id, otherId)).status).toBe('done');
    expect(await bucketKeys('exports/')).toContain(`exports/${otherId}.pdf`);
    // Deleted for good from the trash, the only place a deck is destroyed from.
    expect((await onB.post(`/api/v1/decks/${other.id}/trash.json`)).statusCode).toBe(200);
    expect((await onB.delete(`/api/v1/decks/${other.id}.json`)).statusCode).toBe(200);
    expect(await bucketKeys('exports/')).not.toContain(`exports/${otherId}.pdf`);
  }, 180_000);

  it('an import uploaded to one machine leaves its disk at once, and its deck opens on the other', async () => {
    const c = new TestClient(a.app);
    await c.signUp();
    const started = await uploadImport(c, 'machines.md', Buffer.from('# Across machines\n\nFirst slide\n\n---\n\n## Second\n\nMore\n'));
    expect(started.statusCode).toBe(202);
    // The upload is in the bucket for whichever process runs the job, not on the disk of the one that received it.
    expect(filesIn(path.join(a.config.dataDir, 'imports'))).toEqual([]);
    const done = await waitForImport(c.onApp(b.app), started.json().import.id);
    expect(done).toMatchObject({ status: 'done', error: null });
    const opened = await c.onApp(b.app).get(`/api/v1/decks/${done.deck!.id}.json`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().deck.title).toBe('Across machines');
    // A finished import leaves nothing behind, in the bucket or on either disk.
    expect(await bucketKeys('imports/')).toEqual([]);
    expect([...filesIn(path.join(a.config.dataDir, 'imports')), ...filesIn(path.join(b.config.dataDir, 'imports'))]).toEqual([]);
  }, 120_000);

  it('a live job running for several leases keeps its lease: it runs once and is never taken over', async () => {
    const name = `test-long-${Date.now().toString(36)}`;
    const starts: string[] = [];
    let letGo = () => {};
    const released = new Promise<void>((resolve) => { letGo = resolve; });
    for (const [server, by] of [[a, 'a'], [b, 'b']] as const) {
      await server.app.podium.jobs.define({
        name, timeoutMs: 120_000, retryLimit: 2, retryDelaySeconds: 1,
        run: async () => {
          starts.push(by);
          await released;
        },
      });
    }
    const id = await a.app.podium.jobs.send(name, {});
    const jobRow = async () => (await a.database.executeSql(
      `SELECT state, retry_count, EXTRACT(epoch FROM now() - created_on)::float AS age, started_on + expire_in > now() AS leased
       FROM pgboss.job WHERE name = $1 AND id = $2`, [name, id],
    )).rows[0] as { state: string; retry_count: number; age: number; leased: boolean };
    // Three leases later, with maintenance every second, it is still the first run and still leased: renewed.
    await vi.waitFor(async () => {
      const row = await jobRow();
      expect(row).toMatchObject({ state: 'active', retry_count: 0, leased: true });
      expect(row.age).toBeGreaterThanOrEqual(3 * TIMINGS.leaseSeconds);
    }, { timeout: 60_000, interval: 200 });
    letGo();
    await vi.waitFor(async () => expect(await jobRow()).toMatchObject({ state: 'completed', retry_count: 0 }), { timeout: 30_000, interval: 100 });
    expect(starts).toHaveLength(1);
  }, 120_000);

  // Last: the dying process's queue stays dead.
  it('when the process running an export dies, the other takes the export over and finishes it', async () => {
    const c = new TestClient(a.app);
    await c.signUp();
    const deck = await deckWithSlides(c, `<section><h1>Dying</h1><img src="http://127.0.0.2:${slowPort}/held.png"></section>`);
    const before = imageRequests;
    const exportId = await startExport(c, deck.id);
    await vi.waitFor(() => expect(imageRequests).toBeGreaterThan(before), { timeout: 30_000, interval: 50 });
    const runsIt = (server: TestServer) => queueOf(server).runningJobs().some((job) => (job.data as { exportId?: string }).exportId === exportId);
    const dying = runsIt(a) ? a : b;
    const survivor = dying === a ? b : a;
    expect(runsIt(dying)).toBe(true);

    queueOf(dying).abandon();
    holding = false;
    held.splice(0).forEach(answer);
    const diedAt = Date.now();
    const done = await waitForExport(c.onApp(survivor.app), deck.id, exportId, 60_000);
    expect(done).toMatchObject({ status: 'done', error: null });
    // Taken over by the lease running out (the dead process recorded nothing), well within the minute promised.
    expect(Date.now() - diedAt).toBeLessThan(60_000);
    const { rows } = await survivor.database.executeSql(`SELECT retry_count FROM pgboss.job WHERE data->>'exportId' = $1`, [exportId]);
    expect((rows[0] as { retry_count: number }).retry_count).toBe(1);
    const download = await c.onApp(survivor.app).get(done.url!);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);
});
