/**
 * API test harness: boots the real app (PGlite in memory, or PostgreSQL when DATABASE_URL is set) and drives it with
 * fastify.inject through a client that keeps cookies and sends the CSRF token from the page, as a browser would.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject, vi } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { startTestS3, type TestS3 } from './s3-server.js';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Mail the mail job delivered (captured unless `realMail`). */
  mail: MailMessage[];
  /** Waits until at least `count` captured messages went to `to` (mail is delivered by a queue job) and returns them. */
  mailTo(to: string, count?: number): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/**
 * Redis keys of this test file (when REDIS_URL is set): Redis is shared with other runs and with the files before this
 * one in the worker, whose counters, limits and claims must not leak into ours (ids start again at 1 in each file's
 * database). The servers of one file share it, as processes behind one balancer do. api-setup-file.ts names the file.
 */
const redisPrefix = () => `podium-test-${process.env.PODIUM_TEST_FILE_ID ?? 'file'}:`;

/** With TEST_MEDIA_STORAGE=s3 every test server of the file keeps its media in one S3-compatible server (s3rver). */
let testS3: { file: string | undefined; server: Promise<TestS3> } | null = null;
async function mediaStorageEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_MEDIA_STORAGE !== 's3') return {};
  // A file of its own: the objects of an earlier file's database (whose ids this file's reuse) are not ours.
  if (!testS3 || testS3.file !== process.env.PODIUM_TEST_FILE_ID) testS3 = { file: process.env.PODIUM_TEST_FILE_ID, server: startTestS3() };
  return (await testS3.server).env;
}

/** The migrated PGlite database every in-memory test database starts from (made once per run by api-global-setup.ts). */
let pgliteSnapshot: Blob | undefined;
function migratedPgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshotFile');
  if (file && !pgliteSnapshot) pgliteSnapshot = new Blob([readFileSync(file)]);
  return pgliteSnapshot;
}

/** Starts an app for a test file. Mail is captured in memory unless `realMail` (then SMTP_URL or files are used). */
export async function startTestServer(env: Record<string, string> = {}, options: BuildOptions & { realMail?: boolean } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-api-'));
  const config = loadConfig({ AUTH_RATE_LIMIT: '1000', LOG_LEVEL: 'warn', ...process.env, REDIS_PREFIX: redisPrefix(), ...(await mediaStorageEnv()), DATA_DIR: dataDir, ...env });
  // A database passed in is shared with another app (two "processes"); its owner closes it.
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir, inMemory: true, pgliteSnapshot: config.databaseUrl ? undefined : migratedPgliteSnapshot() }));
  const ownsDatabase = !options.database;
  const mail: MailMessage[] = [];
  const { realMail, ...buildOptions } = options;
  // A mailer passed in (e.g. one that holds messages) replaces the capture.
  const mailer: Mailer | undefined = realMail || options.mailer ? undefined : { send: async (message) => void mail.push(message) };
  // Deck thumbnails after every save would start Chromium in every test that saves; thumbnail tests force them.
  // Search indexes each save at once (as before it settled), so search tests wait on the index, not on a settle time.
  const app = await buildApp(config, { logger: false, ...buildOptions, jobs: { thumbnailsAfterSaves: false, searchIndexSettleSeconds: 0, ...buildOptions.jobs }, database, ...(mailer ? { mailer } : {}) });
  await app.ready();
  const mailTo = (to: string, count = 1) => vi.waitFor(() => {
    const found = mail.filter((m) => m.to === to);
    if (found.length < count) throw new Error(`${found.length} of ${count} messages to ${to} so far`);
    return found;
  }, { timeout: 15_000, interval: 20 });
  return { app, config, database, mail, mailTo, close: async () => { await app.close(); if (ownsDatabase) await database.close(); } };
}

/** A unique, valid username for this run (tests share a PostgreSQL database across runs). */
export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.slice(0, 40);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser-like client: cookie jar, CSRF token from <meta name="csrf-token">, JSON by default. */
export class TestClient {
  private cookies = new Map<string, string>();
  csrf = '';
  /** The client's IP address as the server sees it (rate limits count per address). */
  address = '127.0.0.1';

  constructor(private readonly app: FastifyInstance) {}

  /** Loads a page, as a browser does first, to get the CSRF cookie and token. */
  async open(url = '/'): Promise<LightMyRequestResponse> {
    const response = await this.request('GET', url, undefined, { accept: 'text/html' });
    const match = /<meta name="csrf-token" content="([^"]+)">/.exec(response.body);
    if (match) this.csrf = match[1]!;
    return response;
  }

  /** Sends a request with the jar's cookies and (for non-GET) the CSRF header unless `csrf: false`. */
  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}, opts: { csrf?: boolean; raw?: string } = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' && opts.csrf !== false ? { 'x-csrf-token': this.csrf } : {}),
        ...(body !== undefined || opts.raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(opts.raw !== undefined ? { payload: opts.raw } : body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    // The server rotates the CSRF token at sign-in (and says so in this header), as the SPA's client expects.
    const rotated = response.headers['x-csrf-token'];
    if (typeof rotated === 'string') this.csrf = rotated;
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  /** Signs up a new user (opening a page first for CSRF) and returns the user JSON. */
  async signUp(username = uniqueName(), password = 'secret123') {
    if (!this.csrf) await this.open();
    const response = await this.post('/users', { user: { username, email: `${username}@example.test`, password } });
    if (response.statusCode !== 201) throw new Error(`sign up failed: ${response.statusCode} ${response.body}`);
    return { ...(response.json().user as { id: number; username: string; email: string }), password };
  }

  /** The same browser talking to another server process of the same database: cookies and CSRF token carried over. */
  onApp(app: FastifyInstance): TestClient {
    const twin = new TestClient(app);
    twin.cookies = new Map(this.cookies);
    twin.csrf = this.csrf;
    twin.address = this.address;
    return twin;
  }

  /** The session cookie value (for tests that tamper with sessions). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}
