/**
 * A restart in the middle of an MP4 export: the first process stops ffmpeg and Chromium at once and gives the job back;
 * the next process (same database) makes the video from the start. A file of its own: no other app of this file shares
 * the database's job queue, so the resumed job can only run on the second process, which serves the download (with
 * another app on the queue, as once on PostgreSQL, that app took the job and wrote the file to its own data folder).
 */
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ExportView } from '@podium/shared';
import { startTestServer, TestClient } from '../../test/harness.js';
import { deckWithSlides, descendantProcesses, probe, tempFile, waitForExport } from '../../test/exports.js';

describe('MP4 export across a restart', () => {
  it('a restart while encoding stops ffmpeg and Chromium at once; the next process makes the video from the start', async () => {
    // Browsers of other files' servers running beside this one (on another core) are not this test's.
    const otherBrowsers = new Set(descendantProcesses('chrom'));
    const first = await startTestServer();
    const c = new TestClient(first.app);
    await c.signUp();
    // Ten minutes of one slide: a single capture, then an encode that runs long enough to be cut short.
    const deck = await deckWithSlides(c, '<section data-background-color="#ff0000" data-autoslide="600000"><h1>Long</h1></section>');
    const started = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'mp4', resolution: '720p' } });
    const exportId = started.json().export.id as string;
    const view = async (client: TestClient) => (await client.get(`/api/v1/decks/${deck.id}/exports/${exportId}.json`)).json().export as ExportView;
    await vi.waitFor(async () => {
      expect((await view(c)).progress_label).toBe('Encoding the video');
      expect(descendantProcesses('ffmpeg').length).toBeGreaterThan(0);
    }, { timeout: 90_000, interval: 200 });
    // The slide is made short before the restart: the resumed export renders the deck as it is then.
    const current = (await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck;
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, {
      deck: { data: '<section data-background-color="#00ff00" data-autoslide="500"><h1>Short</h1></section>', version: current.version },
    });
    expect(saved.statusCode).toBe(200);
    await first.app.close();
    // Killed with SIGKILL on close: gone as soon as the kernel has reaped them (moments, on a loaded machine).
    await vi.waitFor(() => {
      expect(descendantProcesses('ffmpeg')).toEqual([]);
      expect(descendantProcesses('chrom').filter((pid) => !otherBrowsers.has(pid))).toEqual([]);
    }, { timeout: 5_000, interval: 100 });
    const second = await startTestServer({}, { database: first.database });
    try {
      const resumed = c.onApp(second.app);
      // Waiting for the new process's worker, or already taken up by it (its queue looks at once): never failed.
      const after = await view(resumed);
      if (after.status === 'queued') expect(after.progress_label).toBe(MESSAGES.exportProgressResuming);
      else expect(after).toMatchObject({ status: 'running', error: null });
      const done = await waitForExport(resumed, deck.id, exportId, 120_000);
      expect(done).toMatchObject({ status: 'done', error: null });
      const download = await resumed.get(done.url!);
      expect(download.statusCode).toBe(200);
      const file = tempFile(download.rawPayload, 'deck.mp4');
      expect(Number(probe(file).format.duration)).toBeLessThan(0.7);
    } finally {
      await second.close();
      await first.database.close();
    }
  }, 240_000);
});
