/** The import job's SPEC §9 timeout: a format still reading when it passes is stopped and the import says why. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, TIMERS } from '@podium/shared';
import type { ImportFormat } from '../../jobs/import/format.js';
import type * as Registry from '../../jobs/import/registry.js';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { uploadImport, waitForImport } from '../../test/imports.js';

// API files share their worker's loaded modules (the project does not isolate files): start this file from a fresh
// module registry so the app it boots imports the mocked registry below, not the one an earlier file loaded, and leave
// a fresh one without the mock to the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('../../jobs/import/registry.js');
  vi.resetModules();
});

/** A format that never finishes on its own (it only ends when its signal aborts), under a short timeout. */
vi.mock('../../jobs/import/registry.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  const stuck: ImportFormat = {
    id: 'html',
    timeoutMs: 300,
    accepts: async (head) => head.toString('utf8').startsWith('STUCK'),
    run: ({ signal }) => new Promise((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason as Error);
      else signal.addEventListener('abort', () => reject(signal.reason as Error));
    }),
  };
  return {
    ...actual,
    importTimeoutMs: () => stuck.timeoutMs,
    importFormat: (id: string) => (id === 'html' ? stuck : actual.importFormat(id)),
    detectImportFormat: async (head: Buffer, file: string) => ((await stuck.accepts(head, file)) ? stuck : actual.detectImportFormat(head, file)),
  };
});

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

describe('the import timeout', () => {
  it('stops a format that runs past the timeout, says so, and removes the upload', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const started = await uploadImport(c, 'slow.html', Buffer.from('STUCK forever'));
    expect(started.statusCode).toBe(202);
    const failed = await waitForImport(c, started.json().import.id, 60_000);
    expect(failed).toMatchObject({ status: 'failed', deck: null, error: `${MESSAGES.importFailed}. ${MESSAGES.importTimedOut}` });
    const uploads = path.join(server.config.dataDir, 'imports');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  }, 90_000);

  it('is the SPEC §9 import timeout for every real format', async () => {
    const actual = await vi.importActual<typeof Registry>('../../jobs/import/registry.js');
    expect(actual.importTimeoutMs()).toBe(TIMERS.importSocketTimeoutMs);
    expect(TIMERS.importSocketTimeoutMs).toBe(240000);
    for (const format of actual.importFormats()) expect(format.timeoutMs).toBe(240000);
  });
});
