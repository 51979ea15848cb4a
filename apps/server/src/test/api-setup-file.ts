/**
 * Runs in each API test worker before each file (files share the worker's loaded modules):
 * - names the file (PODIUM_TEST_FILE_ID), so what the harness keeps per file (its Redis key prefix, its S3 server)
 *   is not shared with the files before it;
 * - on PostgreSQL, points DATABASE_URL at this worker's own database (created fresh by api-global-setup.ts), so the
 *   harness, the admin CLI the tests open and any process they spawn all use the same one.
 */
import { randomUUID } from 'node:crypto';
import { workerDatabaseUrl } from './api-worker-database.js';

process.env.PODIUM_TEST_FILE_ID = randomUUID();

const base = process.env.PODIUM_BASE_DATABASE_URL ?? process.env.DATABASE_URL;
if (base) {
  process.env.PODIUM_BASE_DATABASE_URL = base;
  process.env.DATABASE_URL = workerDatabaseUrl(base, Number(process.env.VITEST_POOL_ID) || 1);
}
