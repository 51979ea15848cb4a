// `npm test`: lint, types, unit, API integration (PGlite; PostgreSQL too when DATABASE_URL is set) and browser tests.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt } from './build.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'podium-test-'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Tests that failed at least once and passed on a retry: reported by name, and they fail the run. */
const flakyTests = [];

/** Adds a Vitest JSON report's counts to the totals. */
function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** Moves the tests our flaky reporter listed (passed only on a retry) from passed to flaky. */
function countVitestFlaky(file) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { test, retries } = JSON.parse(line);
    totals.passed -= 1;
    flakyTests.push(`${test} (passed on retry ${retries})`);
  }
}

/** Adds a Playwright JSON report's counts to the totals. */
function countPlaywright(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const { title, file: spec, line } of playwrightFlaky(report.suites ?? [])) flakyTests.push(`${spec}:${line} › ${title}`);
}

/** Playwright tests whose outcome is "flaky" (failed, then passed on a retry), found in the report's suite tree. */
function playwrightFlaky(suites) {
  const found = [];
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'flaky')) found.push(spec);
    }
    found.push(...playwrightFlaky(suite.suites ?? []));
  }
  return found;
}

/** Runs a Vitest project with a JSON report next to the usual output. */
function vitest(name, project, env = {}, filters = []) {
  const file = path.join(reports, `${project}-${Object.keys(totals).length}-${Date.now()}.json`);
  const flaky = `${file}.flaky.jsonl`;
  step(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-flaky-reporter.mjs', `--outputFile.json=${file}`, ...filters], { ...env, PODIUM_FLAKY_REPORT: flaky });
  countVitest(file);
  countVitestFlaky(flaky);
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
// The API suites render exports in Chromium from the built player, so Chromium and the build come first.
ensureChromium();
await ensureBuilt();
vitest('API tests (PGlite)', 'api', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) vitest('API tests (PostgreSQL)', 'api');
// Media upload and serving once more on the S3-compatible adapter (an s3rver started by the harness); the limit and
// memory suites inspect the local media folder, so they run on local disk only.
vitest('media API tests (S3-compatible storage)', 'api', { DATABASE_URL: '', TEST_MEDIA_STORAGE: 's3' },
  ['apps/server/src/http/media.api.test.ts', 'apps/server/src/http/media-video.api.test.ts']);
const playwrightReport = path.join(reports, 'playwright.json');
step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
countPlaywright(playwrightReport);
totals.flaky = flakyTests.length;
// The closing line keeps the plain "N passed, N failed, N skipped" shape; flaky tests count as failed.
const summary = `Total: ${totals.passed} passed, ${totals.failed + totals.flaky} failed, ${totals.skipped} skipped`;
if (flakyTests.length) {
  console.error(`\n✖ ${flakyTests.length} test(s) passed only on retry (flaky); a flaky test fails the run:\n${flakyTests.map((t) => `  - ${t}`).join('\n')}\n${summary}`);
  process.exit(1);
}
console.log(`\nAll tests passed (lint and types clean).\n${summary}`);
