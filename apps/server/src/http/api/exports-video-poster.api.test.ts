// A printed video: the PDF of a slide with an uploaded video shows the poster frame the media pipeline took (or the
// one the author set), not the player's controls ("0:00 / 0:03"). Read back with poppler.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBlock, render } from '@podium/deck';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { uploadMedia } from '../../test/multipart.js';
import { deckWithSlides, pdfPages, pdfPageTexts, tempFile, waitForExport } from '../../test/exports.js';
import { testSlide, textBlock } from '../../jobs/export/formats/test-input.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/** Images per page of a PDF (poppler's pdfimages -list): page number → [width, height] of each. */
function pdfImagesByPage(file: string): Map<number, Array<[number, number]>> {
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  const pages = new Map<number, Array<[number, number]>>();
  for (const row of rows) {
    const [page, , type, width, height] = row.trim().split(/\s+/);
    if (type !== 'image') continue;
    pages.set(Number(page), [...(pages.get(Number(page)) ?? []), [Number(width), Number(height)]]);
  }
  return pages;
}

describe('PDF export of a video', () => {
  it('prints each uploaded video as its poster frame, without the player controls', async () => {
    const clip = path.join(mkdtempSync(path.join(tmpdir(), 'podium-video-pdf-')), 'clip.webm');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=3', '-c:v', 'libvpx', '-b:v', '200k', clip]);
    const c = new TestClient(server.app);
    await c.signUp();
    const uploaded = (await uploadMedia(c, 'clip.webm', 'video/webm', readFileSync(clip))).json().media as { id: number };
    const medium = await vi.waitFor(async () => {
      const item = (await c.get(`/api/v1/media/${uploaded.id}.json`)).json().media;
      if (item.status === 'processing') throw new Error('still processing');
      return item as { status: string; url: string; web_url: string; poster_url: string };
    }, { timeout: 90_000, interval: 200 });
    expect(medium.status).toBe('ready');

    const video = (props: Record<string, unknown>) => createBlock('video', { x: 80, y: 200, width: 480, height: 270, props: { controls: true, ...props } });
    const slides = render({ schemaVersion: 1, slides: [
      // Inserted while the upload was processing: no poster in the document, the pipeline's is used.
      testSlide('noposter', [textBlock('<h2>Clip inserted early</h2>'), video({ src: medium.url, mediaId: String(uploaded.id) })]),
      // Inserted once ready: the editor set the poster.
      testSlide('withposter', [textBlock('<h2>Clip with poster</h2>'), video({ src: medium.web_url, mediaId: String(uploaded.id), poster: medium.poster_url })]),
    ] });
    const deck = await deckWithSlides(c, slides);

    const started = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'pdf' } });
    expect(started.statusCode).toBe(202);
    const done = await waitForExport(c, deck.id, started.json().export.id);
    expect(done).toMatchObject({ status: 'done', error: null });
    const file = tempFile((await c.get(done.url!)).rawPayload, 'deck.pdf');

    expect(pdfPages(file)).toBe(2);
    const pages = pdfPageTexts(file);
    expect(pages[0]).toContain('Clip inserted early');
    expect(pages[1]).toContain('Clip with poster');
    for (const page of pages) expect(page).not.toMatch(/\d:\d\d/);
    // The poster (a 320×240 JPEG frame) is drawn on each page.
    const images = pdfImagesByPage(file);
    expect(images.get(1)).toContainEqual([320, 240]);
    expect(images.get(2)).toContainEqual([320, 240]);
  }, 180_000);
});
