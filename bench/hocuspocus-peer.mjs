// A peer of bench/coedit: Hocuspocus (@hocuspocus/server) with its Redis extension (fan-out across processes) and
// its Database extension persisting each document's Yjs state to PostgreSQL. Set up as its documentation shows;
// BENCH_HOCUSPOCUS_DEBOUNCE sets the store debounce in ms (unset: the shipped default). Listens on port 0 and tells
// the parent the port (lib.mjs startListening). Env: DATABASE_URL, REDIS_URL, BENCH_HOCUSPOCUS_PREFIX.
import { Server } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import { Database } from '@hocuspocus/extension-database';
import pg from 'pg';
import { tellListening } from './listening.mjs';

// With the document open on both processes, both debounce a store and the Redis extension's lock lets one of them
// write it; the other's hook runner logs the skip on every store. That is the extension working as designed, not an
// error, and would flood the bench output, so that one message is not printed.
const logError = console.error.bind(console);
console.error = (...args) => {
  if (args[0] === '[onStoreDocument]' && args[1] === 'Another instance is already storing this document') return;
  logError(...args);
};

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
await pool.query('CREATE TABLE IF NOT EXISTS hocuspocus_documents (name text PRIMARY KEY, data bytea NOT NULL)');
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const debounce = process.env.BENCH_HOCUSPOCUS_DEBOUNCE;

const server = new Server({
  port: 0,
  address: '127.0.0.1',
  quiet: true,
  stopOnSignals: true,
  ...(debounce === undefined || debounce === '' ? {} : { debounce: Number(debounce) }),
  extensions: [
    new Redis({
      host: redisUrl.hostname,
      port: Number(redisUrl.port || 6379),
      prefix: process.env.BENCH_HOCUSPOCUS_PREFIX ?? 'hocuspocus-bench',
    }),
    new Database({
      fetch: async ({ documentName }) => {
        const { rows } = await pool.query('SELECT data FROM hocuspocus_documents WHERE name = $1', [documentName]);
        return rows[0]?.data ?? null;
      },
      store: async ({ documentName, state }) => {
        await pool.query(
          'INSERT INTO hocuspocus_documents (name, data) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET data = EXCLUDED.data',
          [documentName, state],
        );
      },
    }),
  ],
});
await server.listen();
tellListening(server.httpServer);
