// Recorded narration: storing a recording with its slide timings, re-recording one slide, and who may record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_MESSAGES, type NarrationView } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { deckWithSlides, probe, tempFile } from '../../test/exports.js';
import { recording, uploadNarration } from '../../test/narration.js';
import { TINY_PNG } from '../../test/multipart.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const SLIDES = '<section><h1>One</h1></section><section><h1>Two</h1><p class="fragment">More</p></section><section><h1>Three</h1></section>';
/** Slide 1 for 1.2 s, slide 2 for 0.8 s then its fragment for 0.5 s, slide 3 until the end (3 s). */
const CUES = [
  { at_ms: 0, h: 0, v: 0, f: -1 }, { at_ms: 1200, h: 1, v: 0, f: -1 }, { at_ms: 2000, h: 1, v: 0, f: 0 }, { at_ms: 2500, h: 2, v: 0, f: -1 },
];

const usage = async (c: TestClient) => (await c.get('/api/v1/media/usage.json')).json().bytes as number;

/** The recording's file as served, and its length in seconds (ffprobe). */
async function served(c: TestClient, narration: NarrationView) {
  const file = await c.get(narration.url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('video/webm');
  return { bytes: file.rawPayload.length, seconds: Number(probe(tempFile(file.rawPayload, 'narration.webm')).format.duration) };
}

describe('recorded narration', () => {
  it('stores a recording with the time of every slide and fragment change, served seekable and counted in storage', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, SLIDES);
    expect((await c.get(`/api/v1/decks/${deck.id}/narration.json`)).json()).toEqual({ narration: null, can_record: true });

    const stored = await uploadNarration(c, deck.id, recording(3), { duration_ms: 3000, cues: CUES });
    expect(stored.statusCode).toBe(201);
    const narration = stored.json().narration as NarrationView;
    expect(narration).toMatchObject({ duration_ms: 3000, has_camera: false, cues: CUES, content_type: 'video/webm' });

    const read = (await c.get(`/api/v1/decks/${deck.id}/narration.json`)).json();
    expect(read).toEqual({ narration, can_record: true });
    const file = await served(c, narration);
    expect(file.seconds).toBeGreaterThan(2.9);
    expect(file.seconds).toBeLessThan(3.1);
    expect(await usage(c)).toBe(file.bytes);
    // Not one of the user's library media.
    expect((await c.get('/api/v1/media.json')).json().results).toEqual([]);

    // A new recording replaces the old one, whose file is gone and whose bytes are given back.
    const again = (await uploadNarration(c, deck.id, recording(2), { duration_ms: 2000, cues: CUES.slice(0, 2) })).json().narration as NarrationView;
    expect(again.cues).toEqual(CUES.slice(0, 2));
    expect((await c.get(narration.url)).statusCode).toBe(404);
    expect(await usage(c)).toBe((await served(c, again)).bytes);
  }, 60_000);

  it('re-records one slide: its span is replaced, the slides before keep their times and the later ones their lengths', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, SLIDES);
    const first = (await uploadNarration(c, deck.id, recording(3), { duration_ms: 3000, cues: CUES })).json().narration as NarrationView;

    // Slide 2 (1.2 s → 2.5 s, 1.3 s with its fragment) again, now 2 s long with the fragment at 1.5 s.
    const segment = [{ at_ms: 0, h: 1, v: 0, f: -1 }, { at_ms: 1500, h: 1, v: 0, f: 0 }];
    const replaced = await uploadNarration(c, deck.id, recording(2, { hz: 880 }), { duration_ms: 2000, cues: segment, slide: { h: 1, v: 0 } });
    expect(replaced.statusCode).toBe(200);
    const narration = replaced.json().narration as NarrationView;
    expect(narration.duration_ms).toBe(3700);
    expect(narration.cues).toEqual([
      { at_ms: 0, h: 0, v: 0, f: -1 }, { at_ms: 1200, h: 1, v: 0, f: -1 }, { at_ms: 2700, h: 1, v: 0, f: 0 }, { at_ms: 3200, h: 2, v: 0, f: -1 },
    ]);
    const file = await served(c, narration);
    expect(file.seconds).toBeGreaterThan(3.6);
    expect(file.seconds).toBeLessThan(3.8);
    expect((await c.get(first.url)).statusCode).toBe(404);
    expect(await usage(c)).toBe(file.bytes);

    // A slide that is not in the recording cannot be re-recorded on its own.
    const missing = await uploadNarration(c, deck.id, recording(1), { duration_ms: 1000, cues: [{ at_ms: 0, h: 5, v: 0, f: -1 }], slide: { h: 5, v: 0 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.slide).toEqual([NARRATION_MESSAGES.slideNotRecorded]);

    // Deleting the deck for good deletes its recording and gives its bytes back.
    await c.post(`/api/v1/decks/${deck.id}/trash.json`);
    expect((await c.delete(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(200);
    expect((await c.get(narration.url)).statusCode).toBe(404);
    expect(await usage(c)).toBe(0);
  }, 60_000);

  it('lets only the roles that may edit the deck record; viewers may play it', async () => {
    const owner = new TestClient(server.app);
    await owner.signUp();
    const deck = await deckWithSlides(owner, SLIDES, { visibility: 'all' });
    const viewer = new TestClient(server.app);
    const viewerUser = await viewer.signUp();
    expect((await owner.post(`/api/v1/decks/${deck.id}/users.json`, { deck_user: { username: viewerUser.username, role: 'viewer' } })).statusCode).toBe(201);

    expect((await uploadNarration(viewer, deck.id, recording(1), { duration_ms: 1000, cues: CUES.slice(0, 1) })).statusCode).toBe(403);
    expect((await viewer.get(`/api/v1/decks/${deck.id}/narration.json`)).json()).toEqual({ narration: null, can_record: false });
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await uploadNarration(anonymous, deck.id, recording(1), { duration_ms: 1000, cues: CUES.slice(0, 1) })).statusCode).toBe(401);

    const stored = (await uploadNarration(owner, deck.id, recording(1), { duration_ms: 1000, cues: CUES.slice(0, 1) })).json().narration as NarrationView;
    expect((await viewer.get(`/api/v1/decks/${deck.id}/narration.json`)).json().narration).toEqual(stored);
    expect((await uploadNarration(viewer, deck.id, recording(1), { duration_ms: 1000, cues: CUES.slice(0, 1), slide: { h: 0, v: 0 } })).statusCode).toBe(403);
    expect((await viewer.delete(`/api/v1/decks/${deck.id}/narration.json`)).statusCode).toBe(403);
    expect(await usage(viewer)).toBe(0);

    expect((await owner.delete(`/api/v1/decks/${deck.id}/narration.json`)).statusCode).toBe(204);
    expect((await owner.get(`/api/v1/decks/${deck.id}/narration.json`)).json().narration).toBeNull();
    expect(await usage(owner)).toBe(0);
  }, 60_000);

  it('refuses a file that is not a recording, and timings that are not valid', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, SLIDES);
    const png = await uploadNarration(c, deck.id, TINY_PNG, { duration_ms: 1000, cues: CUES.slice(0, 1) }, 'image/png');
    expect(png.statusCode).toBe(422);
    expect(png.json().errors.file).toEqual([NARRATION_MESSAGES.wrongType]);
    const noCues = await uploadNarration(c, deck.id, recording(1), { duration_ms: 1000, cues: [] });
    expect(noCues.statusCode).toBe(422);
    expect(await usage(c)).toBe(0);
  }, 60_000);
});
