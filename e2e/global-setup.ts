/**
 * Starts the built Podium server on a loopback port it picks itself (port 0) with a fresh data directory (PGlite, mail to files) and
 * exports E2E_BASE_URL / E2E_DATA_DIR to the tests; returns the teardown that stops it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnPodium } from './helpers/spawnPodium';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-e2e-'));
  const { child, port } = await spawnPodium({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', AUTH_RATE_LIMIT: '200', LOG_LEVEL: 'warn' });
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}
