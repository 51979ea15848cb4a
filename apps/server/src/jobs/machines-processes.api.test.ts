/**
 * Two real server processes on two "machines": the built server (`node apps/server/dist/main.js`) started twice, each
 * with a DATA_DIR and a temp folder of its own (nothing shared on disk), on one fresh PostgreSQL database, one Redis
 * and one S3-compatible store (STORAGE=s3 on s3rver). One browser talks to both, as through a balancer. An export and
 * a rendered thumbnail made by one are served by the other and leave the bucket with their deck; an import uploaded to
 * one opens on the other; and when the process running an export is killed (SIGKILL), the other takes the export over
 * once its lease runs out (the real 30 s lease: there is no setting for it) and finishes it.
 * Needs DATABASE_URL and REDIS_URL (the PostgreSQL pass); skipped on PGlite, where one process owns the database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { ExportView, ImportView } from '@podium/shared';
import { s3Client } from '../storage/s3.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { startHoldingProxies, type HoldingProxies } from '../test/holding-s3-proxy.js';
import { ensureBuilt, exited, HttpClient, killPids, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { TINY_PNG } from '../test/multipart.js';
import { uniqueName } from '../test/harness.js';
import { processDatabase } from '../test/process-database.js';

const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** The promise: a job whose process died is taken over within a minute. */
const TAKEOVER_MS = 60_000;
/** Rendering the export again once taken over (a Chromium to start on a loaded machine, then the deck). */
const EXPORT_RUN_MS = 60_000;

interface Machine { name: 'a' | 'b'; process: ServerProcess; dataDir: string; tmpDir: string }

describe.skipIf(!baseUrl || !redisUrl)('two server processes: own disks, one database, one bucket', () => {
  const database = processDatabase('processes');
  const { databaseUrl } = database;
  const redisPrefix = `podium-test-${randomUUID()}:`;
  const folders: string[] = [];
  let s3: TestS3;
  let proxies: HoldingProxies;
  let machines: Machine[] = [];
  let sql: pg.Client;
  const [a, b] = [() => machines[0]!, () => machines[1]!];

    const folder = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
  const bucketKeys = async (prefix = '') => {
    const client = s3Client({ endpoint: s3.env.S3_ENDPOINT!, region: s3.env.S3_REGION!, accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET!, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!);
  };
  const signedUp = async () => {
    const c = new HttpClient(a().process.url);
    await c.signUp(uniqueName());
    return c;
  };
  const deckWith = async (c: HttpClient, slides: string) => {
    const { deck } = await (await c.post('/api/v1/decks.json', { deck: { title: 'Across machines' } })).json();
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: slides, version: deck.version } });
    expect(saved.status).toBe(200);
    return deck.id as number;
  };
  const startExport = async (c: HttpClient, deckId: number) => {
    const started = await c.post(`/api/v1/decks/${deckId}/exports.json`, { export: { format: 'pdf' } });
    expect(started.status).toBe(202);
    return (await started.json()).export.id as string;
  };
  const exportView = async (c: HttpClient, deckId: number, exportId: string) =>
    (await (await c.get(`/api/v1/decks/${deckId}/exports/${exportId}.json`)).json()).export as ExportView;
  const finished = (c: HttpClient, deckId: number, exportId: string, timeout: number) => vi.waitFor(async () => {
    const view = await exportView(c, deckId, exportId);
    if (view.status !== 'done' && view.status !== 'failed') throw new Error(`still ${view.status}`);
    return view;
  }, { timeout, interval: 200 });
  const pdfFrom = async (c: HttpClient, url: string) => {
    const download = await c.get(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await download.arrayBuffer());
  };

  beforeAll(async () => {
    ensureBuilt();
    await database.create();
    sql = new pg.Client({ connectionString: databaseUrl });
    s3 = await startTestS3();
    proxies = await startHoldingProxies(s3.env.S3_ENDPOINT!, ['a', 'b']);
    // Like every deployment of several processes, they share SESSION_SECRET (CSRF tokens are signed with it).
    const shared = { ...s3.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, REDIS_PREFIX: redisPrefix, SESSION_SECRET: randomBytes(32).toString('base64') };
    // Both start at once on the empty database: one migrates, the other waits for it.
    machines = await Promise.all((['a', 'b'] as const).map(async (name) => {
      const dataDir = folder(`podium-machine-${name}-`);
      const tmpDir = folder(`podium-machine-${name}-tmp-`);
      const started = await startServerProcess({ ...shared, S3_ENDPOINT: proxies.endpoints[name]!, DATA_DIR: dataDir, TMPDIR: tmpDir });
      return { name, process: started, dataDir, tmpDir };
    }));
    await sql.connect();
  }, 300_000);

  afterAll(async () => {
    proxies?.release();
    for (const machine of machines) {
      const stray = machine.process.descendants();
      machine.process.child.kill('SIGTERM');
      await exited(machine.process.child);
      killPids(stray);
    }
    await sql?.end().catch(() => undefined);
    await proxies?.close();
    await s3?.close();
    await database.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('an export and a thumbnail made on one are served by the other, and leave the bucket with their deck', async () => {
    const onA = await signedUp();
    const onB = onA.at(b().process.url);
    const deckId = await deckWith(onA, '<section style="background:#c00"><h1>Made on one machine</h1></section>');

    const exportId = await startExport(onA, deckId);
    const done = await finished(onA, deckId, exportId, 120_000);
    expect(done).toMatchObject({ status: 'done', error: null });
    expect(await bucketKeys('exports/')).toContain(`exports/${exportId}.pdf`);
    const fromB = await pdfFrom(onB, done.url!);
    expect(fromB.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fromB.equals(await pdfFrom(onA, done.url!))).toBe(true);

    expect((await onA.post(`/api/v1/decks/${deckId}/thumbnails.json`)).status).toBe(202);
    const thumbnail = await vi.waitFor(async () => {
      const url = (await (await onB.get(`/api/v1/decks/${deckId}.json`)).json()).deck.thumbnail_url as string | null;
      if (!url) throw new Error('no thumbnail yet');
      return url;
    }, { timeout: 120_000, interval: 250 });
    const key = thumbnail.replace(/^\/media\//, '');
    expect(await bucketKeys()).toContain(key);
    for (const c of [onA, onB]) {
      const served = await c.get(thumbnail);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
    }
    // Nothing of either on a machine's own disk.
    for (const machine of machines) {
      expect(filesIn(path.join(machine.dataDir, 'exports'))).toEqual([]);
      expect(filesIn(path.join(machine.dataDir, 'media'))).toEqual([]);
    }

    // Deleted for good (from the trash) on B: its export file and its thumbnail leave the bucket.
    expect((await onB.post(`/api/v1/decks/${deckId}/trash.json`)).status).toBe(200);
    expect((await onB.delete(`/api/v1/decks/${deckId}.json`)).status).toBe(200);
    const left = await bucketKeys();
    expect(left).not.toContain(`exports/${exportId}.pdf`);
    expect(left).not.toContain(key);
    expect((await onA.get(thumbnail)).status).toBe(404);
  }, 300_000);

  it('an import uploaded to one opens on the other', async () => {
    const onA = await signedUp();
    const onB = onA.at(b().process.url);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('# From the other machine\n\nFirst\n\n---\n\n## Second\n')]), 'machines.md');
    const started = await onA.request('POST', '/api/v1/imports.json', form);
    expect(started.status).toBe(202);
    const importId = (await started.json()).import.id as string;
    expect(filesIn(path.join(a().dataDir, 'imports'))).toEqual([]);
    const done = await vi.waitFor(async () => {
      const view = (await (await onB.get(`/api/v1/imports/${importId}.json`)).json()).import as ImportView;
      if (view.status !== 'done' && view.status !== 'failed') throw new Error(`still ${view.status}`);
      return view;
    }, { timeout: 60_000, interval: 200 });
    expect(done).toMatchObject({ status: 'done', error: null });
    const opened = await onB.get(`/api/v1/decks/${done.deck!.id}.json`);
    expect(opened.status).toBe(200);
    expect((await opened.json()).deck.title).toBe('From the other machine');
    expect(await bucketKeys('imports/')).toEqual([]);
  }, 120_000);

  // Last: one process is dead afterwards.
  it('when the process running an export is killed, the other takes it over within a minute and finishes it', async () => {
    const onA = await signedUp();
    const form = new FormData();
    form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'held.png');
    const uploaded = await onA.request('POST', '/api/v1/media.json', form);
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()).media as { id: number; url: string };
    await vi.waitFor(async () => {
      const { media } = await (await onA.get(`/api/v1/media/${image.id}.json`)).json();
      if (media.status === 'processing') throw new Error('still processing');
    }, { timeout: 60_000, interval: 200 });
    const deckId = await deckWith(onA, `<section><h1>Killed mid-export</h1><img src="${image.url}"></section>`);

    // Reading the slide's image from the bucket hangs: whichever process takes the export stays mid-render.
    proxies.hold(image.url.replace(/^\/media\//, ''));
    const exportId = await startExport(onA, deckId);
    const runsIt = (machine: Machine) => filesIn(machine.tmpDir).some((name) => name.startsWith(`podium-export-${exportId}-`));
    const runner = await vi.waitFor(async () => {
      const { rows } = await sql.query(`SELECT state FROM pgboss.job WHERE data->>'exportId' = $1`, [exportId]);
      expect(rows[0]?.state).toBe('active');
      expect((await exportView(onA, deckId, exportId)).status).toBe('running');
      const [machine, ...others] = machines.filter(runsIt);
      expect(others).toEqual([]);
      expect(proxies.holding()).toContain(machine!.name);
      return machine!;
    }, { timeout: 120_000, interval: 50 });
    const survivor = machines.find((machine) => machine !== runner)!;

    const stray = runner.process.descendants();
    runner.process.child.kill('SIGKILL');
    await exited(runner.process.child);
    const killedAt = Date.now();
    killPids(stray); // its Chromium, which a dead parent leaves behind
    proxies.release();

    // Taken over from the dead process within the minute promised: the job runs again (its first retry) on the
    // survivor, the only process left. That is the lease running out (up to 30 s after its last renewal), the next
    // expiry check (every 15 s) and the retry's short delay, about 50 s; then the survivor renders the whole export
    // again, which is why finishing gets a minute of its own.
    const onSurvivor = onA.at(survivor.process.url);
    const takenOverAt = await vi.waitFor(async () => {
      const { rows } = await sql.query(`SELECT state, retry_count FROM pgboss.job WHERE data->>'exportId' = $1`, [exportId]);
      expect(rows[0]).toMatchObject({ retry_count: 1 });
      expect(['active', 'completed']).toContain(rows[0].state);
      return Date.now();
    }, { timeout: TAKEOVER_MS, interval: 100 });
    expect(takenOverAt - killedAt).toBeLessThan(TAKEOVER_MS);
    const done = await finished(onSurvivor, deckId, exportId, EXPORT_RUN_MS);
    expect(done).toMatchObject({ status: 'done', error: null });
    expect((await pdfFrom(onSurvivor, done.url!)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 300_000);
});
