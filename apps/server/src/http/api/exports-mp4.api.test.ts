import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { deckWithSlides, probe, tempFile, waitForExport } from '../../test/exports.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/**
 * Three slides of distinct background colours: the first stays its own 1 s, the second 1.5 s (its data-autoslide), the
 * third the deck's auto-slide interval (1 s). The deck is 960×700, so a 1280×720 video letterboxes it left and right.
 */
const SLIDES = `<section data-background-color="#ff0000" data-autoslide="1000"><h1>Red</h1></section>
<section data-background-color="#00ff00" data-autoslide="1500"><h1>Green</h1></section>
<section data-background-color="#0000ff"><h1>Blue</h1></section>`;

/** The average colour of a region (x0..x1, y0..y1 as fractions of the frame) of the frame at `seconds`, read with ffmpeg. */
function averageColour(file: string, seconds: number, size: { width: number; height: number }, region = { x0: 0.3, x1: 0.7, y0: 0.6, y1: 0.9 }) {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-ss', seconds.toFixed(3), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 * 1024 * 1024 });
  expect(raw.length).toBe(size.width * size.height * 3);
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.floor(region.y0 * size.height); y < region.y1 * size.height; y += 4) {
    for (let x = Math.floor(region.x0 * size.width); x < region.x1 * size.width; x += 4) {
      const at = (y * size.width + x) * 3;
      sum[0]! += raw[at]!; sum[1]! += raw[at + 1]!; sum[2]! += raw[at + 2]!;
      count += 1;
    }
  }
  return sum.map((value) => Math.round(value / count)) as [number, number, number];
}

describe('MP4 export', () => {
  it('renders the deck as an H.264/AAC video: each slide for its time, transitions in motion, letterboxed', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, SLIDES, { auto_slide_interval: 1, transition: 'slide', background_transition: 'slide' });
    const started = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'mp4', resolution: '720p' } });
    expect(started.statusCode).toBe(202);
    expect(started.json().export).toMatchObject({ format: 'mp4', status: 'queued' });
    const done = await waitForExport(c, deck.id, started.json().export.id, 120_000);
    expect(done).toMatchObject({ status: 'done', progress: 1, error: null, warnings: [] });
    const download = await c.get(done.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('video/mp4');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${deck.slug}.mp4"`);
    const file = tempFile(download.rawPayload, 'deck.mp4');

    const info = probe(file);
    const video = info.streams.find((stream) => stream.codec_type === 'video');
    const audio = info.streams.find((stream) => stream.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, pix_fmt: 'yuv420p' });
    expect(audio).toMatchObject({ codec_name: 'aac' });
    // 1 s + 1.5 s + 1 s, within a frame or two (AAC frames may end the container a little later).
    expect(Number(info.format.duration)).toBeGreaterThan(3.5 - 0.07);
    expect(Number(info.format.duration)).toBeLessThan(3.5 + 0.1);

    const size = { width: 1280, height: 720 };
    const near = (colour: number[], expected: number[]) => colour.every((value, i) => Math.abs(value - expected[i]!) < 40);
    // Each slide on screen in its time, after its transition has ended.
    expect(averageColour(file, 0.5, size)).toSatisfy((colour: number[]) => near(colour, [255, 0, 0]));
    expect(averageColour(file, 2.3, size)).toSatisfy((colour: number[]) => near(colour, [0, 255, 0]));
    expect(averageColour(file, 3.3, size)).toSatisfy((colour: number[]) => near(colour, [0, 0, 255]));
    // Early in the slide transition from red to green (0.8 s, eased: most of the move is in its first half), both are on
    // screen: the move is rendered frame by frame, not cut.
    const middle = averageColour(file, 1.15, size, { x0: 0.12, x1: 0.88, y0: 0.1, y1: 0.9 });
    expect(middle[0]).toBeGreaterThan(50);
    expect(middle[1]).toBeGreaterThan(50);
    // The 960×700 deck fills 988×720 of the frame; the bars left and right are black.
    expect(averageColour(file, 0.5, size, { x0: 0, x1: 0.05, y0: 0, y1: 1 })).toSatisfy((colour: number[]) => colour.every((value) => value < 16));
  }, 150_000);

  it('refuses a resolution it does not offer with 422', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, SLIDES);
    const refused = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'mp4', resolution: '4k' } });
    expect(refused.statusCode).toBe(422);
  });
});
