/** Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set; runs migrations. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { findRepoRoot } from '../config.js';
import { initPgliteDataDir } from './pgliteInit.js';
import { pglitePrepared } from './pglitePrepared.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for the job queue (pg-boss's `db` adapter); without values the text may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * One statement as the named prepared statement `name` (one text per name): planned once rather than on every call,
   * for queries sent again and again (the job queue's watch). PostgreSQL prepares it on each pooled connection.
   */
  executePrepared(name: string, text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` holding the migration lock: whatever a start creates in the schema (migrations, the job queue's
   * tables and queues) is made by one process at a time, so processes starting together never deadlock on DDL.
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (what `pgliteSnapshot` starts from). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = () => path.join(findRepoRoot(), 'apps/server/drizzle');
/** Any constant works; it keeps concurrent processes from migrating the same PostgreSQL database at once. */
const MIGRATION_LOCK_KEY = 7_261_001;

/** Called when a pooled PostgreSQL connection breaks (restart, terminated backend); the pool replaces it. */
export type ConnectionErrorListener = (error: Error) => void;

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  inMemory?: boolean;
  /**
   * A PGlite data directory to start from (`dumpDataDir()` of a migrated database): tests start each in-memory database
   * from one snapshot instead of running initdb and every migration again. Pending migrations still run.
   */
  pgliteSnapshot?: Blob;
  /** Where broken-connection errors go; without it they are written to stderr (never thrown: they would kill the process). */
  onConnectionError?: ConnectionErrorListener;
}

/** How long a request waits for a PostgreSQL connection before it fails (and answers 503) during an outage. */
const CONNECT_TIMEOUT_MS = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 3000);

/**
 * How long closing waits for the pool's connections to end. A connection broken during an outage can fail to report
 * that it ended (seen in CI after backends were terminated), and shutdown must not hang on it: past this, the sockets
 * are left to the process exit.
 */
const CLOSE_TIMEOUT_MS = 5000;

/** Connects to PostgreSQL (when databaseUrl is given) or opens PGlite in dataDir, then applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onConnectionError ?? logToStderr);
  return openPglite(opts.inMemory ? null : path.join(opts.dataDir, 'pglite'), opts.pgliteSnapshot);
}

function logToStderr(error: Error): void {
  console.error(`podium: a PostgreSQL connection broke (${error.message}); it will be replaced`);
}

async function openPostgres(url: string, onConnectionError: ConnectionErrorListener): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An 'error' event without a listener kills the process. The pool emits one for idle connections that break; a
  // checked-out connection emits on the client itself when it breaks between queries (e.g. inside a transaction).
  // Both are handled here; the failing query rejects on its own and the pool opens fresh connections afterwards.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzle(pool, { schema });
  // The lock is held on a connection of its own, outside the pool: the work under it uses the pool (however small).
  const withMigrationLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    lock.on('error', onConnectionError);
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await lock.end().catch(() => undefined);
    }
  };
  await withMigrationLock(() => migrate(db, { migrationsFolder: migrationsFolder() }));
  const executeSql = async (text: string, values?: unknown[]) => pool.query(text, values);
  const executePrepared = async (name: string, text: string, values: unknown[]) => pool.query({ name, text, values });
  const close = async () => {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.error(`podium: PostgreSQL connections did not close within ${CLOSE_TIMEOUT_MS} ms; they end with the process`);
        resolve();
      }, CLOSE_TIMEOUT_MS);
      timer.unref();
    });
    await Promise.race([pool.end(), gaveUp]).finally(() => clearTimeout(timer));
  };
  return { db: db as unknown as Db, kind: 'postgres', executeSql, executePrepared, withMigrationLock, close };
}

/**
 * PGlite's memory at rest. Its PostgreSQL runs in WebAssembly, whose memory never shrinks and whose shared buffers are
 * all written at start: the default 128 MB of shared_buffers alone kept about 110 MiB resident in every idle server.
 * PGlite reads pages through the operating system's file cache anyway, so a small buffer pool costs little (measured
 * with bench/size: PUT and list times unchanged). work_mem stays at its default: sorts are small here.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'temp_buffers=2MB'];

async function openPglite(dir: string | null, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (dir && !snapshot && !existsSync(path.join(dir, 'PG_VERSION'))) await initPgliteDataDir(dir, startParams);
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}), startParams });
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  // PGlite's query() takes one statement with parameters, exec() several without: pg-boss sends both kinds.
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  };
  // One process owns a PGlite data directory: there is no one to take turns with.
  return {
    db: db as unknown as Db, kind: 'pglite', executeSql, executePrepared: pglitePrepared(client), withMigrationLock: (work) => work(), close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
