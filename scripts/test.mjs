// `npm test`: lint, types, unit, API integration (PGlite; PostgreSQL too when DATABASE_URL is set) and browser tests.
//
// Steps that do not depend on each other run at the same time, within a budget of CPU cores (PODIUM_TEST_CORES,
// default: the machine's, at most 2 — the suite is sized for a 2-core CI machine): each step says how many cores it
// keeps busy, and a step starts when the steps it needs have passed and its cores are free. A step's output is kept in
// a log and printed whole when it ends, so parallel steps never interleave their lines. When a step fails, the steps
// still running are stopped (each runs in a process group of its own, so its workers and browsers stop too) and named
// in the report. Hand-written rather than a task
// runner's: it is forty lines, and it must also collect the runners' JSON reports and the flaky tests.
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const reports = mkdtempSync(path.join(tmpdir(), 'podium-test-'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Tests that failed at least once and passed on a retry: reported by name, and they fail the run. */
const flakyTests = [];
const cores = Math.max(1, Number(process.env.PODIUM_TEST_CORES) || Math.min(2, availableParallelism()));

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

/** Where a step's log or report goes, named after the step. */
const reportFile = (step, extension) => path.join(reports, `${step.replace(/\W+/g, '-')}.${extension}`);

/** A Vitest project run with a JSON report (and our flaky list) next to the usual output. */
function vitest(name, project, { env = {}, filters = [], ...step } = {}) {
  const file = reportFile(name, 'json');
  const flaky = `${file}.flaky.jsonl`;
  return {
    name,
    ...step,
    cmd: 'npx',
    args: ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-flaky-reporter.mjs', `--outputFile.json=${file}`, ...filters],
    env: { ...env, PODIUM_FLAKY_REPORT: flaky },
    collect: () => { countVitest(file); countVitestFlaky(flaky); },
  };
}

/**
 * The API files whose outcome depends on the database and its driver (PGlite runs in-process on one connection, with
 * its own data directory; PostgreSQL is a server reached over the network): jobs on pg-boss, the data directory's
 * lock and shutdown, the admin CLI, the op log and its commits, full-text search, conditional updates under
 * concurrency, money and periods, revisions, big ids and NUL bytes, cascading deletes. With DATABASE_URL set, every
 * API file runs on PostgreSQL and these run on PGlite too; without it, every file runs on PGlite. Vitest filters:
 * a file runs when its path contains one of them.
 */
const DATABASE_SENSITIVE = [
  'apps/server/src/jobs/', 'apps/server/src/cli/', 'apps/server/src/db/', 'apps/server/src/shutdown.',
  'apps/server/src/services/coedit/', 'apps/server/src/realtime/coedit.api.', 'apps/server/src/infra/cache/',
  'apps/server/src/http/search.', 'apps/server/src/http/teamSearch.', 'apps/server/src/http/explore.',
  'apps/server/src/http/media-limits.', 'apps/server/src/http/billing', 'apps/server/src/http/teamBilling.',
  'apps/server/src/http/teamSubscription.', 'apps/server/src/http/revision', 'apps/server/src/http/id-range.',
  'apps/server/src/http/edge-input.', 'apps/server/src/http/database-unavailable-log.', 'apps/server/src/http/decks.',
  'apps/server/src/http/account-delete.', 'apps/server/src/http/fork-and-purge.',
  // A restart in the middle of an MP4 export, resumed by the job queue.
  'apps/server/src/http/api/exports-mp4-restart.',
];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/**
 * The steps, in the order they are started when several are ready. `cores`: how many cores the step keeps busy (the
 * API suites run two files at once). The API suites and the browser tests use the built player and app, so the build
 * comes before them. The browser tests keep both cores busy with two workers (measured on the 2-core CI machine: 0-1 %
 * idle over a whole run; Chromium draws every open page), so they run alone: 17 minutes on an idle machine, 48 minutes
 * beside one one-core step at a time, and timeouts on a busy page beside everything. The scheduler starts a two-core
 * step only when nothing else runs, so the one-core steps go first, two at a time, then the browser tests, then the
 * API suites.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const steps = [
  { name: 'build', cores: 1, cmd: 'node', args: ['-e', "import('./scripts/build.mjs').then((m) => m.ensureBuilt())"] },
  {
    name: 'browser tests', cores: 2, after: ['build'], cmd: 'npx', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile('browser tests', 'json') }, collect: () => countPlaywright(reportFile('browser tests', 'json')),
  },
  // PostgreSQL with Redis (the configuration that runs on several machines) runs every API file, two at once (each
  // worker has its own database). It takes both cores, so it runs alone too.
  ...(onPostgres ? [vitest('API tests (PostgreSQL)', 'api', { cores: 2, after: ['build'] })] : []),
  // The longest of the one-core steps.
  { name: 'types', cores: 1, cmd: 'node', args: ['scripts/typecheck.mjs'] },
  // One worker: its modules load once and stay loaded for every file (the project does not isolate files).
  vitest('unit tests', 'unit', { cores: 1, filters: ['--maxWorkers=1'] }),
  vitest('tool tests (Chromium, LibreOffice, poppler)', 'tools', { cores: 1, filters: ['--maxWorkers=1'] }),
  { name: 'lint', cores: 1, cmd: 'npx', args: ['eslint', '.'] },
  // Media upload and serving once more on the S3-compatible adapter (an s3rver started by the harness); the limit and
  // memory suites inspect the local media folder, so they run on local disk only.
  vitest('media API tests (S3-compatible storage)', 'api', {
    cores: 1, after: ['build'], env: { DATABASE_URL: '', TEST_MEDIA_STORAGE: 's3', PODIUM_API_WORKERS: '1' },
    filters: ['apps/server/src/http/media.api.test.ts', 'apps/server/src/http/media-video.api.test.ts'],
  }),
  // The embedded database: every API file, or, when PostgreSQL ran them all, the database-sensitive ones.
  onPostgres
    ? vitest('API tests (PGlite, database-sensitive)', 'api', { cores: 2, after: ['build'], env: { DATABASE_URL: '' }, filters: DATABASE_SENSITIVE })
    : vitest('API tests (PGlite)', 'api', { cores: 2, after: ['build'], env: { DATABASE_URL: '' } }),
];

/** The children of the steps running now, by step name: each leads its own process group. */
const running = new Map();
/** Steps stopped because another failed (or the run was interrupted). */
const stopped = [];

/** Stops every running step, its whole process group (its workers, servers and browsers) with it. */
function stopRunning() {
  for (const [name, child] of running) {
    stopped.push(name);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
// Interrupted (Ctrl-C, CI cancelling): the steps' process groups do not get the terminal's signal, so they are stopped here.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

/** Runs one step with its output in a log file; resolves with its exit code once the output is printed. */
function runStep(step) {
  const log = reportFile(step.name, 'log');
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`▶ ${step.name} (started; its output follows when it ends)`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.set(step.name, child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => out.end(() => {
      running.delete(step.name);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━━ ${step.name} ━━━\n${readFileSync(log, 'utf8').trimEnd()}`);
      if (stopped.includes(step.name)) console.log(`■ ${step.name} stopped after ${seconds} s (another step failed)`);
      else console.log(code === 0 ? `✔ ${step.name} (${seconds} s)` : `✖ ${step.name} failed (${signal ?? `exit ${code}`}, ${seconds} s)`);
      resolve(code ?? 1);
    }));
  });
}

ensureChromium();
const done = new Set();
const pending = [...steps];
let busy = 0;
let failed = null;
await new Promise((finish) => {
  const startReady = () => {
    if (failed) {
      if (busy === 0) finish();
      return;
    }
    for (const step of [...pending]) {
      const ready = (step.after ?? []).every((name) => done.has(name));
      // A step wider than the budget still runs, alone.
      if (!ready || (busy > 0 && busy + step.cores > cores)) continue;
      pending.splice(pending.indexOf(step), 1);
      busy += step.cores;
      void runStep(step).then((code) => {
        busy -= step.cores;
        if (code === 0) {
          done.add(step.name);
          step.collect?.();
        } else if (!failed) {
          failed = step.name;
          stopRunning();
        }
        startReady();
      });
    }
    if (busy === 0 && pending.length === 0) finish();
  };
  startReady();
});
if (failed) {
  const notRun = pending.map((step) => step.name);
  console.error(`\n✖ ${failed} failed${stopped.length ? `; stopped: ${stopped.join(', ')}` : ''}${notRun.length ? `; not run: ${notRun.join(', ')}` : ''}`);
  process.exit(1);
}

totals.flaky = flakyTests.length;
// The closing line keeps the plain "N passed, N failed, N skipped" shape; flaky tests count as failed.
const summary = `Total: ${totals.passed} passed, ${totals.failed + totals.flaky} failed, ${totals.skipped} skipped`;
if (flakyTests.length) {
  console.error(`\n✖ ${flakyTests.length} test(s) passed only on retry (flaky); a flaky test fails the run:\n${flakyTests.map((t) => `  - ${t}`).join('\n')}\n${summary}`);
  process.exit(1);
}
console.log(`\nAll tests passed (lint and types clean).\n${summary}`);
