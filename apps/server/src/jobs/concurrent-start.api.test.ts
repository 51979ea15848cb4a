// Several processes started together on an empty PostgreSQL database (PostgreSQL suite only): each migrates, installs
// the job queue's schema and creates its queues, and every one of them must come up. Creating a pg-boss queue is DDL
// (a partition of the job table with foreign keys to the queue table), and two processes doing it at once used to
// deadlock. Each try gets a database of its own, created empty. Without Redis: what is under test is the database, and
// an app closed the moment it started leaves ioredis rejecting its first commands ("Connection is closed").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestServer, type TestServer } from '../test/harness.js';

const databaseUrl = process.env.DATABASE_URL;
const TRIES = 5;
const PROCESSES = 3;

describe.runIf(Boolean(databaseUrl))('processes starting together on an empty database (needs DATABASE_URL)', () => {
  let admin: pg.Client;
  const created: string[] = [];

  beforeAll(async () => {
    const url = new URL(databaseUrl!);
    // Databases are created and dropped from the maintenance database.
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  });

  /** A fresh, empty database and its URL. */
  async function freshDatabase(attempt: number): Promise<string> {
    const url = new URL(databaseUrl!);
    const name = `${decodeURIComponent(url.pathname.slice(1))}_start_${process.pid}_${attempt}`.slice(0, 63);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    created.push(name);
    url.pathname = `/${encodeURIComponent(name)}`;
    return url.toString();
  }

  it(`starts ${PROCESSES} apps at once, ${TRIES} times, and every one comes up`, async () => {
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const url = await freshDatabase(attempt);
      const starts = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startTestServer({ DATABASE_URL: url, REDIS_URL: '' })));
      const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      try {
        const failures = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
        expect(failures, `try ${attempt}`).toEqual([]);
        // Each one serves requests that need the database and the queue.
        for (const server of servers) expect((await server.app.inject({ method: 'GET', url: '/api/v1/status.json' })).statusCode).toBe(200);
      } finally {
        await Promise.all(servers.map((server: TestServer) => server.close()));
      }
    }
  }, 300_000);
});
