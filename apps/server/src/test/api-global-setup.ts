/**
 * Once per API test run, before any test file:
 * - PGlite (no DATABASE_URL): one migrated database (every migration, pg-boss's schema and the jobs' queues) dumped to a file. Each
 *   test file's in-memory database starts from it instead of running initdb and 25 migrations again (about 10 s a file).
 * - PostgreSQL (DATABASE_URL): a fresh database per Vitest worker, so files run in parallel without sharing rows,
 *   advisory locks or a backend-terminating outage test with another worker (api-worker-database.ts picks it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { apiTestWorkers, workerDatabaseUrl } from './api-worker-database.js';

export default async function setup(project: TestProject): Promise<() => void> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    await createWorkerDatabases(baseUrl, apiTestWorkers());
    return () => undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-pglite-snapshot-'));
  const snapshotFile = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ databaseUrl: null, dataDir: dir, inMemory: true });
  // The app once over it, so the snapshot also holds pg-boss's schema and every job's queue (a partition each).
  const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dir, REDIS_URL: '', LOG_LEVEL: 'warn' }), { database, logger: false, jobs: { thumbnailsAfterSaves: false } });
  await app.ready();
  await app.close();
  const dump = await database.dumpDataDir!();
  writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotFile', snapshotFile);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Drops and creates `<db>_w1` … `<db>_wN` next to DATABASE_URL's database. */
async function createWorkerDatabases(baseUrl: string, workers: number): Promise<void> {
  const { default: pg } = await import('pg');
  let admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect().catch(async (error: { code?: string }) => {
    // DATABASE_URL's own database need not exist: the worker databases are made from the server's maintenance one.
    if (error.code !== '3D000') throw error;
    const maintenance = new URL(baseUrl);
    maintenance.pathname = '/postgres';
    admin = new pg.Client({ connectionString: maintenance.toString() });
    await admin.connect();
  });
  try {
    for (let worker = 1; worker <= workers; worker += 1) {
      const name = new URL(workerDatabaseUrl(baseUrl, worker)).pathname.slice(1);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotFile: string;
  }
}
