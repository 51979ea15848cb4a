/** Narration test helpers: a recording made with ffmpeg (a tone, optionally a test picture) and its upload with fields. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NarrationCue } from '@podium/shared';
import type { TestClient } from './harness.js';

/** A WebM as a browser's MediaRecorder makes it: Opus audio (a tone of `hz`), VP8 video when `camera`. */
export function recording(seconds: number, { hz = 440, camera = false } = {}): Buffer {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'podium-narration-test-')), 'take.webm');
  execFileSync('ffmpeg', [
    '-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${seconds}:sample_rate=48000`,
    ...(camera ? ['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=30:duration=${seconds}`, '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8'] : []),
    '-c:a', 'libopus', '-t', String(seconds), file,
  ]);
  return readFileSync(file);
}

/** A multipart body: text fields first, then the file. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----podium${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a recording with its cues, as the speaker view does (`slide`: re-record that slide). */
export function uploadNarration(
  c: TestClient, deckId: number, bytes: Buffer, fields: { duration_ms: number; cues: NarrationCue[]; camera?: boolean; slide?: { h: number; v: number } },
  type = 'audio/webm',
) {
  const { payload, contentType } = multipart({
    duration_ms: String(fields.duration_ms), cues: JSON.stringify(fields.cues), camera: String(fields.camera ?? false),
    ...(fields.slide ? { h: String(fields.slide.h), v: String(fields.slide.v) } : {}),
  }, { name: 'narration.webm', type, bytes });
  const url = fields.slide ? `/api/v1/decks/${deckId}/narration/slide.json` : `/api/v1/decks/${deckId}/narration.json`;
  return c.request('POST', url, undefined, { 'content-type': contentType }, { raw: payload as unknown as string });
}
