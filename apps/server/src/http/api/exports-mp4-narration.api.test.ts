// The MP4 export of a deck with recorded narration: timed by the recording, its voice and camera bubble in the video.
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { deckWithSlides, probe, tempFile, waitForExport } from '../../test/exports.js';
import { recording, uploadNarration } from '../../test/narration.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const SLIDES = `<section data-background-color="#ff0000"><h1>Red</h1></section>
<section data-background-color="#00ff00"><h1>Green</h1></section>
<section data-background-color="#0000ff"><h1>Blue</h1></section>`;
/** Red for 1 s, green for 0.8 s, blue until the end at 2.5 s: not the deck's own timing (5 s a slide). */
const CUES = [{ at_ms: 0, h: 0, v: 0, f: -1 }, { at_ms: 1000, h: 1, v: 0, f: -1 }, { at_ms: 1800, h: 2, v: 0, f: -1 }];
const SIZE = { width: 1280, height: 720 };
const FRAME_S = 1 / 30;

/** The average colour of a region of the frame at `seconds` (fractions of the frame), read with ffmpeg. */
function averageColour(file: string, seconds: number, region: { x0: number; x1: number; y0: number; y1: number }) {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-ss', seconds.toFixed(3), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 * 1024 * 1024 });
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.floor(region.y0 * SIZE.height); y < region.y1 * SIZE.height; y += 4) {
    for (let x = Math.floor(region.x0 * SIZE.width); x < region.x1 * SIZE.width; x += 4) {
      const at = (y * SIZE.width + x) * 3;
      sum[0]! += raw[at]!; sum[1]! += raw[at + 1]!; sum[2]! += raw[at + 2]!;
      count += 1;
    }
  }
  return sum.map((value) => Math.round(value / count));
}

/** The mean loudness of the audio in dB (ffmpeg's volumedetect); about -91 dB for silence. */
function meanVolume(file: string): number {
  // volumedetect reports on stderr.
  const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'], { encoding: 'utf8' });
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? Number.NaN);
}

describe('MP4 export with recorded narration', () => {
  it('times each slide as recorded and mixes in the voice and the camera bubble', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, SLIDES, { transition: 'none', background_transition: 'none' });
    const stored = await uploadNarration(c, deck.id, recording(2.5, { camera: true }), { duration_ms: 2500, cues: CUES, camera: true });
    expect(stored.statusCode).toBe(201);
    expect(stored.json().narration.has_camera).toBe(true);

    const started = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'mp4', resolution: '720p', narration: true } });
    expect(started.statusCode).toBe(202);
    const done = await waitForExport(c, deck.id, started.json().export.id, 120_000);
    expect(done).toMatchObject({ status: 'done', warnings: [] });
    const file = tempFile((await c.get(done.url!)).rawPayload, 'narrated.mp4');

    const info = probe(file);
    expect(info.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(info.streams.find((stream) => stream.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    // As long as the recording, within one frame.
    expect(Math.abs(Number(info.format.duration) - 2.5)).toBeLessThanOrEqual(FRAME_S + 1e-3);
    // The voice is in it (a silent track measures about -91 dB).
    expect(meanVolume(file)).toBeGreaterThan(-40);

    const middle = { x0: 0.3, x1: 0.6, y0: 0.6, y1: 0.7 };
    const near = (colour: number[], expected: number[]) => colour.every((value, i) => Math.abs(value - expected[i]!) < 40);
    expect(averageColour(file, 0.5, middle)).toSatisfy((colour: number[]) => near(colour, [255, 0, 0]));
    expect(averageColour(file, 1.4, middle)).toSatisfy((colour: number[]) => near(colour, [0, 255, 0]));
    expect(averageColour(file, 2.2, middle)).toSatisfy((colour: number[]) => near(colour, [0, 0, 255]));
    // The camera bubble covers the bottom-right corner (the letterbox bar there is black without it); beside it, the slide.
    const bubble = averageColour(file, 2.2, { x0: 0.87, x1: 0.95, y0: 0.8, y1: 0.92 });
    expect(Math.max(...bubble)).toBeGreaterThan(60);
    expect(bubble).not.toSatisfy((colour: number[]) => near(colour, [0, 0, 255]));
    expect(averageColour(file, 2.2, { x0: 0.9, x1: 0.95, y0: 0.05, y1: 0.15 })).toSatisfy((colour: number[]) => colour.every((value) => value < 16));
    expect(averageColour(file, 2.2, { x0: 0.6, x1: 0.75, y0: 0.8, y1: 0.92 })).toSatisfy((colour: number[]) => near(colour, [0, 0, 255]));
  }, 150_000);

  it('refuses to use a narration the deck does not have', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, SLIDES);
    const refused = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'mp4', narration: true } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.narration).toEqual([NARRATION_MESSAGES.noRecording]);
  });
});
