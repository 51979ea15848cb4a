/** Import test helpers: uploading a file to /imports.json, waiting for the import, and building export ZIPs. */
import JSZip from 'jszip';
import { vi } from 'vitest';
import type { ImportView } from '@podium/shared';
import type { TestClient } from './harness.js';

/** A multipart body with the `file` part and optional text fields (sent before the file, as browsers do). */
export function importBody(fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----podium${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([...parts, Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/v1/imports.json with one file, as the import screen sends it. */
export function uploadImport(c: TestClient, fileName: string, bytes: Buffer, fields: Record<string, string> = {}, opts: { csrf?: boolean } = {}) {
  const { payload, contentType } = importBody(fileName, bytes, fields);
  return c.request('POST', '/api/v1/imports.json', undefined, { 'content-type': contentType }, { raw: payload as unknown as string, ...opts });
}

/** Polls the import (as the import screen does) until it is done or failed. */
export async function waitForImport(c: TestClient, importId: string, timeout = 30_000): Promise<ImportView> {
  return vi.waitFor(async () => {
    const response = await c.get(`/api/v1/imports/${importId}.json`);
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}: ${response.body}`);
    const view = response.json().import as ImportView;
    if (view.status !== 'done' && view.status !== 'failed') throw new Error(`still ${view.status}`);
    return view;
  }, { timeout, interval: 100 });
}

/** A ZIP of these files (names as given, so tests can write unsafe ones). */
export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
