// `npm test` must not count a test that passed only on a retry as passed: the reporter lists it, and test.mjs fails
// the run on that list. This runs Vitest for real on a fixture whose test fails once and then passes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

it('lists a test that passed only on its retry, and no other', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-flaky-'));
  const report = path.join(dir, 'flaky.jsonl');
  const fixture = path.join(here, 'fixtures/flaky');
  const run = spawnSync('npx', ['vitest', 'run', '--root', fixture, '--config', path.join(fixture, 'vitest.config.mjs'),
    '--reporter=default', `--reporter=${path.join(here, 'vitest-flaky-reporter.mjs')}`], {
    cwd: fixture, encoding: 'utf8', env: { ...process.env, PODIUM_FLAKY_REPORT: report, FLAKY_FIXTURE_STATE: path.join(dir, 'state') },
  });
  expect(run.status, run.stdout + run.stderr).toBe(0); // Vitest itself counts the retried test as passed
  const lines = readFileSync(report, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  expect(lines).toEqual([{ test: 'once.fixture.mjs › fails once, then passes', retries: 1 }]);
}, 60_000);
