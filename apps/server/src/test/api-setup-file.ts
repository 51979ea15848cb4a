/**
 * Runs in each API test worker before a file: on PostgreSQL, points DATABASE_URL at this worker's own database
 * (created fresh by api-global-setup.ts), so the harness, the admin CLI the tests open and any process they spawn all
 * use the same one.
 */
import { workerDatabaseUrl } from './api-worker-database.js';

const base = process.env.PODIUM_BASE_DATABASE_URL ?? process.env.DATABASE_URL;
if (base) {
  process.env.PODIUM_BASE_DATABASE_URL = base;
  process.env.DATABASE_URL = workerDatabaseUrl(base, Number(process.env.VITEST_POOL_ID) || 1);
}
