import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium (no browser downloads here) against a real server started by global-setup.
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  // A budget, not a speed check: on the 2-core CI machine the browser tests share the cores with the API suites, and a
  // test that signs up two or three people and sets up a team took 50-65 s there (about 15 s on an idle machine).
  timeout: 120_000,
  // The same machine: a page of the app took over 10 s to load and run its first effect there.
  expect: { timeout: 20_000 },
  // Two spec files at once (a 2-core CI machine: each worker's Chromium and the shared server); a file's tests run in
  // order. PODIUM_E2E_WORKERS changes it.
  fullyParallel: false,
  workers: Math.max(1, Number(process.env.PODIUM_E2E_WORKERS) || 2),
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds the test count that `npm test` prints (PLAYWRIGHT_JSON_OUTPUT_NAME names its file).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
