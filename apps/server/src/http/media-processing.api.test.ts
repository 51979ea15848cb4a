// Processing on the job queue with the real tools: a clip generated here with ffmpeg is transcoded to an H.264 MP4
// with a poster (checked with ffprobe), a deck thumbnail is rendered by Chromium and served, and avatars are set and
// removed with their files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { multipartFile, uploadMedia } from '../test/multipart.js';
import { decks, media } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const work = mkdtempSync(path.join(tmpdir(), 'podium-processing-'));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function ffprobe(file: string) {
  return JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]).toString()) as {
    streams: Array<{ codec_type: string; codec_name: string; pix_fmt?: string }>;
  };
}

describe('video transcode', () => {
  it('turns a WebM clip into an H.264/AAC MP4 with a poster frame; the medium reads processing until it is ready', async () => {
    const clip = path.join(work, 'clip.webm');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2',
      '-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libvorbis', '-shortest', clip]);
    const c = new TestClient(server.app);
    await c.signUp();
    const uploaded = await uploadMedia(c, 'clip.webm', 'video/webm', readFileSync(clip));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().media).toMatchObject({ kind: 'video', status: 'processing', progress: 0 });
    const id = uploaded.json().media.id as number;
    const item = await until(async () => (await c.get(`/api/v1/media/${id}.json`)).json().media, (m) => m.status !== 'processing');
    expect(item).toMatchObject({ status: 'ready', progress: 1, width: 320, height: 240, error: null });

    const mp4 = await c.get(item.web_url);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    const file = path.join(work, 'web.mp4');
    writeFileSync(file, mp4.rawPayload);
    const streams = ffprobe(file).streams;
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });

    const poster = await c.get(item.poster_url);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect((await sharp((await c.get(item.thumbnail_url)).rawPayload).metadata()).format).toBe('webp');
    // The original is kept as uploaded.
    expect((await c.get(item.url)).rawPayload.equals(readFileSync(clip))).toBe(true);
  }, 120_000);

  it('marks a video ffmpeg cannot read as failed with a message', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const broken = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(300, 7)]);
    const id = (await uploadMedia(c, 'broken.webm', 'video/webm', broken)).json().media.id as number;
    const item = await until(async () => (await c.get(`/api/v1/media/${id}.json`)).json().media, (m) => m.status !== 'processing');
    expect(item).toMatchObject({ status: 'failed', error: MESSAGES.mediaProcessingFailed, web_url: null });
  }, 60_000);
});

describe('deck thumbnails', () => {
  it('renders the first slide to a WebP when an editor asks, and serves it as the deck thumbnail', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Thumbs' } })).json().deck;
    expect(deck.thumbnail_url).toBeNull();
    const html = '<section data-id="s1" data-background-color="#cc0000"><div class="sl-block" data-block-type="text" data-block-id="b1" style="left:80px;top:80px;width:600px;height:100px"><div class="sl-block-content"><h1>Hello</h1></div></div></section>';
    await c.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { data: html, version: deck.version } });

    const forced = await c.post(`/api/v1/decks/${deck.id}/thumbnails.json`, {});
    expect(forced.statusCode).toBe(202);
    const url = await until(async () => (await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck.thumbnail_url as string | null, Boolean);
    const served = await c.get(url!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const image = sharp(served.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'webp', width: 480, height: 350 });
    // The slide's red background is what was captured.
    const { data } = await image.resize(1, 1, { position: 'left top' }).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[1]).toBeLessThan(60);

    // A second render replaces the first (the old file is gone).
    await c.post(`/api/v1/decks/${deck.id}/thumbnails.json`, {});
    const next = await until(async () => (await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck.thumbnail_url as string, (u) => u !== url);
    expect((await c.get(next)).statusCode).toBe(200);
    expect((await c.get(url!)).statusCode).toBe(404);
    expect(await server.database.db.$count(media, eq(media.role, 'deck_thumbnail'))).toBeGreaterThanOrEqual(1);
    const [row] = await server.database.db.select({ url: decks.thumbnailUrl }).from(decks).where(eq(decks.id, deck.id));
    expect(row!.url).toBe(next);
  }, 120_000);

  it('lets only editors force a thumbnail', async () => {
    const owner = new TestClient(server.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Mine' } })).json().deck;
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    expect((await stranger.post(`/api/v1/decks/${deck.id}/thumbnails.json`, {})).statusCode).toBe(403);
    expect((await stranger.post('/api/v1/decks/99999999/thumbnails.json', {})).statusCode).toBe(404);
  });
});

describe('avatars', () => {
  const uploadAvatar = (c: TestClient, name: string, type: string, bytes: Buffer) => {
    const { payload, contentType } = multipartFile('file', name, type, bytes);
    return c.request('POST', '/api/v1/users/avatar.json', undefined, { 'content-type': contentType }, { raw: payload as unknown as string });
  };

  it('crops an uploaded picture to a square WebP, shows it on the user and removes it with its file', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const picture = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#00aa00' } }).png().toBuffer();
    const set = await uploadAvatar(c, 'me.png', 'image/png', picture);
    expect(set.statusCode).toBe(200);
    const url = set.json().thumbnail_url as string;
    expect(url).toMatch(/^\/media\/[\w-]+\.webp$/);
    expect(await sharp((await c.get(url)).rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await c.get(`/api/v1/users/${me.id}.json`)).json().user.thumbnail_url).toBe(url);
    // Avatars are not library media.
    expect((await c.get('/api/v1/media.json')).json().total).toBe(0);

    const replaced = (await uploadAvatar(c, 'me2.png', 'image/png', picture)).json().thumbnail_url as string;
    expect(replaced).not.toBe(url);
    expect((await c.get(url)).statusCode).toBe(404);

    const removed = await c.request('DELETE', '/api/v1/users/remove_avatar.json');
    expect(removed.json()).toEqual({ thumbnail_url: null });
    expect((await c.get(replaced)).statusCode).toBe(404);
  });

  it('refuses files that are not pictures', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const refused = await uploadAvatar(c, 'x.svg', 'image/svg+xml', svg);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual([MESSAGES.avatarWrongType]);
    expect((await uploadAvatar(c, 'x.png', 'image/png', Buffer.from('not a png'))).statusCode).toBe(422);
  });
});
