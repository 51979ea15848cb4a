/**
 * The export Chromium closes once idle (RENDERER_IDLE_MS, shortened here from TIMERS.rendererIdleCloseMs): its
 * processes are gone, and the next export launches it again and shows its progress before the browser is up.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { ExportRow } from '../db/schema.js';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { deckWithSlides, descendantProcesses, waitForExport } from '../test/exports.js';

/** Long enough for a finished export to be read back before the browser closes, on a busy machine too. */
const IDLE_MS = 5000;
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ RENDERER_IDLE_MS: String(IDLE_MS) }); });
afterAll(async () => { await server?.close(); });

async function exportPdf(c: TestClient, deckId: number): Promise<string> {
  const started = await c.post(`/api/v1/decks/${deckId}/exports.json`, { export: { format: 'pdf' } });
  expect(started.statusCode).toBe(202);
  return started.json().export.id as string;
}

type Seen = { id: string; status: string; label: string | null; browserUp: boolean };

it('closes Chromium after the idle time and launches it again for the next export, whose progress shows from the start', async () => {
  const c = new TestClient(server.app);
  await c.signUp();
  const deck = await deckWithSlides(c);
  // What the export screen is pushed, and whether Chromium was running at that moment (checked as each change is pushed).
  const seen: Seen[] = [];
  const listener = ({ row }: { row: ExportRow }) => {
    seen.push({ id: row.id, status: row.status, label: row.progressLabel, browserUp: descendantProcesses('chrom').length > 0 });
  };
  server.app.podium.events.on('export-changed', listener);
  try {
    expect(descendantProcesses('chrom')).toEqual([]);
    const first = await exportPdf(c, deck.id);
    expect(await waitForExport(c, deck.id, first)).toMatchObject({ status: 'done' });
    // Still running when the export finished (the idle time starts when the last render ends)...
    expect(seen.filter((s) => s.id === first).at(-1)).toMatchObject({ status: 'done', browserUp: true });
    // ...and every Chromium process gone once idle.
    await vi.waitFor(() => expect(descendantProcesses('chrom')).toEqual([]), { timeout: IDLE_MS + 15_000, interval: 100 });

    const second = await exportPdf(c, deck.id);
    expect(await waitForExport(c, deck.id, second)).toMatchObject({ status: 'done', error: null });
    const pushed = seen.filter((s) => s.id === second);
    // Progress is shown before the browser is back, then the export renders in the relaunched one.
    expect(pushed[0]).toEqual({ id: second, status: 'running', label: 'Starting', browserUp: false });
    expect(pushed.at(-1)).toMatchObject({ status: 'done', browserUp: true });
  } finally {
    server.app.podium.events.off('export-changed', listener);
  }
  await vi.waitFor(() => expect(descendantProcesses('chrom')).toEqual([]), { timeout: IDLE_MS + 15_000, interval: 100 });
});
