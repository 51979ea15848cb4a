// A PostgreSQL outage for real (PostgreSQL suite only), on a database of its own so the other test files running
// meanwhile are not part of it: that database stops accepting connections and
// every backend of the app is terminated (pg_terminate_backend), as a restart does. The process must stay up (an
// unhandled pool 'error' would fail this run), requests meanwhile get a quick 503, service resumes by itself once
// connections are allowed again, and every save acknowledged before the outage is still there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

const databaseUrl = process.env.DATABASE_URL;
const slides = (text: string) => `<section><h1>${text}</h1></section>`;

describe.runIf(Boolean(databaseUrl))('PostgreSQL outage (needs DATABASE_URL, skipped without it)', () => {
  let server: TestServer;
  let admin: pg.Client;
  let database = '';
  const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE "${database.replace(/"/g, '""')}" ALLOW_CONNECTIONS ${allow}`);

  beforeAll(async () => {
    const url = new URL(databaseUrl!);
    database = `${decodeURIComponent(url.pathname.slice(1))}_outage_${process.pid}`.slice(0, 63);
    // The outage is driven from the maintenance database: a database cannot refuse connections to itself.
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
    await admin.query(`CREATE DATABASE "${database}"`);
    url.pathname = `/${encodeURIComponent(database)}`;
    server = await startTestServer({ DATABASE_URL: url.toString() });
  }, 60_000);
  afterAll(async () => {
    await allowConnections(true).catch(() => undefined);
    await server?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  });

  it('answers 503 quickly while PostgreSQL is away, then resumes by itself without losing acknowledged saves', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const created = (await c.post('/api/v1/decks.json', { deck: { title: 'Outage' } })).json().deck;
    const saved = await c.put(`/api/v1/decks/${created.id}.json`, { deck: { data: slides('Acknowledged'), version: created.version } });
    expect(saved.statusCode).toBe(200);
    const version = saved.json().deck.version as number;

    await allowConnections(false);
    try {
      const terminated = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database],
      );
      expect(terminated.rowCount).toBeGreaterThan(0); // the app's pooled connections
      for (const attempt of [
        () => c.put(`/api/v1/decks/${created.id}.json`, { deck: { data: slides('During the outage'), version } }),
        () => c.get(`/api/v1/decks/${created.id}/data.json`),
        () => c.get('/api/v1/status.json'),
      ]) {
        const started = Date.now();
        const response = await attempt();
        expect(Date.now() - started).toBeLessThan(5000);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ error: MESSAGES.serviceUnavailable });
        expect(response.headers['retry-after']).toBe('5');
      }
    } finally {
      await allowConnections(true);
    }

    // Back without a restart of the app: the pool opens new connections on the next requests.
    await expect.poll(async () => (await c.get('/api/v1/status.json')).statusCode, { timeout: 10_000 }).toBe(200);
    const data = (await c.get(`/api/v1/decks/${created.id}/data.json`)).json();
    expect(data.version).toBe(version); // the refused save changed nothing
    expect(data.data).toContain('Acknowledged');
    const after = await c.put(`/api/v1/decks/${created.id}.json`, { deck: { data: slides('After the outage'), version } });
    expect(after.statusCode).toBe(200);
    expect((await c.get(`/api/v1/decks/${created.id}/data.json`)).json().data).toContain('After the outage');
  });
});
