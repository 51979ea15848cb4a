// `npm test`: lint, types, unit, API integration (PGlite; PostgreSQL too when DATABASE_URL is set) and browser tests.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensureBuilt } from './build.mjs';

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
step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
step('API tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'api'], { DATABASE_URL: '' });
if (process.env.DATABASE_URL) step('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api']);
ensureChromium();
await ensureBuilt();
step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
console.log('\nAll tests passed.');
