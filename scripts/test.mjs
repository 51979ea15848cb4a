// `npm test`: lint, types, unit, API integration (PGlite; PostgreSQL too when DATABASE_URL is set) and browser tests.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt } from './build.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'podium-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Adds a Vitest JSON report's counts to the totals. */
function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** Adds a Playwright JSON report's counts to the totals. */
function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/** Runs a Vitest project with a JSON report next to the usual output. */
function vitest(name, project, env = {}) {
  const file = path.join(reports, `${project}-${Object.keys(totals).length}-${Date.now()}.json`);
  step(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  countVitest(file);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Browser tests need Debian's chromium: install it when we can (root + apt), otherwise say exactly how. */
function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing the Debian package "chromium" with apt-get…');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const result = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status === 0 && existsSync(chromium)) return;
  }
  console.error(`Browser tests need Chromium at ${chromium}. Install the Debian package:\n  sudo apt-get install -y chromium\nor set CHROMIUM_PATH to an existing Chromium binary.`);
  process.exit(1);
}

step('lint', 'npx', ['eslint', '.']);
step('types', 'node', ['scripts/typecheck.mjs']);
vitest('unit tests', 'unit');
vitest('API tests (PGlite)', 'api', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) vitest('API tests (PostgreSQL)', 'api');
ensureChromium();
await ensureBuilt();
const playwrightReport = path.join(reports, 'playwright.json');
step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
countPlaywright(playwrightReport);
console.log(`\nAll tests passed (lint and types clean).\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
