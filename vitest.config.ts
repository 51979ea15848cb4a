import { defineConfig } from 'vitest/config';

/** API test files at once (each boots its own app and database): sized for a 2-core CI machine. */
const apiWorkers = Math.max(1, Number(process.env.PODIUM_API_WORKERS) || 2);

// Three projects: pure unit tests, tests that run external tools (Chromium, LibreOffice, poppler), and API integration tests that boot the real server (PGlite, or PostgreSQL with DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/*.test.mjs'],
          exclude: ['**/*.api.test.ts', '**/*.tools.test.ts', '**/node_modules/**'],
          // Files share a worker's loaded modules instead of importing them again for each file: a third of the time.
          isolate: false,
        },
      },
      {
        // Tests that start Chromium, LibreOffice or poppler on files the library code wrote (`*.tools.test.ts`).
        test: {
          name: 'tools',
          include: ['apps/*/src/**/*.tools.test.ts', 'packages/*/src/**/*.tools.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          // A hang's limit. These tests take 3–6 s on a quiet machine, but on the 2-core CI machine, with the browser
          // suite and another step beside them, the slowest (many password hashes, a PDF rendered and read back, a
          // ZIP of every deck) took 24–29 s: 30 s left them one busy moment from failing.
          testTimeout: 60000,
          hookTimeout: 60000,
          // Files run in parallel: PGlite is per file, and on PostgreSQL each worker has its own database.
          maxWorkers: apiWorkers,
          // A worker loads the server's modules once for all its files (importing them again took about 10 s a file).
          // Each file still boots its own app and database; a file that mocks a module starts from vi.resetModules().
          isolate: false,
          globalSetup: ['apps/server/src/test/api-global-setup.ts'],
          setupFiles: ['apps/server/src/test/api-setup-file.ts'],
        },
      },
    ],
  },
});
