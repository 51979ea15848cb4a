/**
 * Uploads stream to disk: eight concurrent 95 MB uploads over real HTTP must raise the process's peak resident memory
 * by less than 150 MB (they once took it from 445 MB to 1.93 GB). The kernel's peak counter (VmHWM) is reset first.
 */
import { request } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

const MB = 1024 * 1024;
const UPLOADS = 8;
const SIZE = 95 * MB;
let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ STORAGE_LIMIT_DEFAULT: '0' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
});
afterAll(async () => { await server.close(); });

/** Peak resident set of this process in bytes, since start or the last reset. */
const peakRss = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
/** Resets the peak counter to the current resident set (Linux clear_refs "5"). */
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');

/** A multipart body of one MP4-looking file of `size` bytes, generated as it is sent (never whole in memory). */
function mp4Body(size: number, boundary: string): Readable {
  const chunk = Buffer.alloc(256 * 1024, 7);
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
  return Readable.from((function* generate() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    yield head;
    for (let sent = head.length; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  })(), { objectMode: false });
}

/** POSTs one big upload with the client's cookies and CSRF token; resolves with status and body. */
function upload(c: TestClient, cookie: string): Promise<{ status: number; body: string }> {
  const boundary = `----podium${Math.random().toString(16).slice(2)}`;
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port, method: 'POST', path: '/api/v1/media.json',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, 'x-csrf-token': c.csrf, accept: 'application/json' },
    }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (data: string) => { body += data; }).on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    mp4Body(SIZE, boundary).pipe(req);
  });
}

describe('upload memory', () => {
  it(`${UPLOADS} concurrent ${SIZE / MB} MB uploads raise peak RSS by less than 150 MB`, async () => {
    const clients = await Promise.all(Array.from({ length: UPLOADS }, async () => {
      const c = new TestClient(server.app);
      await c.signUp();
      return c;
    }));
    const cookies = clients.map((c) => `podium_session=${c.cookie('podium_session')}; podium_csrf=${c.cookie('podium_csrf')}`);
    global.gc?.();
    const before = process.memoryUsage().rss;
    resetPeak();
    const answers = await Promise.all(clients.map((c, i) => upload(c, cookies[i]!)));
    const raised = peakRss() - before;
    console.info(`upload memory: peak RSS raised by ${(raised / MB).toFixed(1)} MB for ${UPLOADS} × ${SIZE / MB} MB`);
    expect(answers.map((a) => a.status)).toEqual(Array(UPLOADS).fill(201));
    expect(answers.map((a) => JSON.parse(a.body).media.size)).toEqual(Array(UPLOADS).fill(SIZE));
    expect(raised).toBeLessThan(150 * MB);
  }, 180_000);
});
