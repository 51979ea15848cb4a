/** Multipart bodies for upload tests, and a media upload through the API. */
import type { TestClient } from './harness.js';

/** Builds a multipart/form-data body with one file field. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----podium${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64',
);

/** POST /api/v1/media.json with one file, as the editor uploads it. */
export function uploadMedia(c: TestClient, name: string, type: string, bytes: Buffer) {
  const { payload, contentType } = multipartFile('file', name, type, bytes);
  return c.request('POST', '/api/v1/media.json', undefined, { 'content-type': contentType }, { raw: payload as unknown as string });
}
