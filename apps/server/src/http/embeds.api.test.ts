import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

/** A local site whose pages send chosen framing headers; it counts requests and never finishes one body. */
function startSite() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/deny') res.setHeader('X-Frame-Options', 'DENY');
    if (req.url === '/csp-none') res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    if (req.url === '/redirect') {
      res.writeHead(302, { location: '/deny' });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<p>'.padEnd(64 * 1024, 'x')); // the body is never read to the end
  });
  return new Promise<{ url: string; seen: string[]; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      seen,
      close: () => { server.closeAllConnections(); server.close(); },
    }));
  });
}

const check = (client: TestClient, url: unknown) => client.post('/api/v1/embeds/frame_check.json', { url });

describe('frame check against a local site (private addresses allowed by the harness option)', () => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof startSite>>;
  let client: TestClient;
  beforeAll(async () => {
    site = await startSite();
    server = await startTestServer({}, { frameCheck: { allowPrivateAddresses: true, timeoutMs: 2000 } });
    client = new TestClient(server.app);
    await client.signUp();
  });
  afterAll(async () => {
    await server.close();
    site.close();
  });

  it('says a page without framing headers can be embedded', async () => {
    const response = await check(client, `${site.url}/open`);
    expect(response.statusCode).toBe(200);
    expect(response.json().frame_check).toEqual({ url: `${site.url}/open`, embeddable: true });
  });
  it('reports X-Frame-Options DENY with the SPEC message', async () => {
    const body = (await check(client, `${site.url}/deny`)).json().frame_check;
    expect(body).toMatchObject({ embeddable: false, reason: 'x-frame-options' });
    expect(body.message).toBe('Embedding of this URL is prevented by the site owner (X-Frame-Options).');
  });
  it("reports CSP frame-ancestors 'none', and follows redirects", async () => {
    expect((await check(client, `${site.url}/csp-none`)).json().frame_check).toMatchObject({ embeddable: false, reason: 'frame-ancestors' });
    expect((await check(client, `${site.url}/redirect`)).json().frame_check).toMatchObject({ embeddable: false, reason: 'x-frame-options' });
    expect(site.seen).toContain('/redirect');
  });
  it('answers "unreachable" for a closed port instead of failing', async () => {
    const body = (await check(client, 'http://127.0.0.1:1/')).json().frame_check;
    expect(body).toMatchObject({ embeddable: null, reason: 'unreachable', message: MESSAGES.frameCheckUnreachable });
  });
});

describe('frame check guards (production settings)', () => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    site.close();
  });

  it('needs a signed-in user and the CSRF header', async () => {
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await check(anonymous, 'https://example.com')).statusCode).toBe(401);
    const client = new TestClient(server.app);
    await client.signUp();
    const noCsrf = await client.request('POST', '/api/v1/embeds/frame_check.json', { url: 'https://example.com' }, {}, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('refuses loopback, private, link-local and localhost addresses without contacting them', async () => {
    const client = new TestClient(server.app);
    await client.signUp();
    // IPv4-compatible and IPv4-mapped IPv6 forms of the loopback test site too (the ::/96 form once slipped through as public).
    const mapped = ['[::127.0.0.1]', '[::ffff:127.0.0.1]', '[0:0:0:0:0:0:7f00:1]'].map((host) => `${site.url.replace('127.0.0.1', host)}/open`);
    for (const url of [`${site.url}/open`, ...mapped, 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:8080/', 'http://localhost:9/', 'http://0x7f000001/']) {
      const response = await check(client, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url).toEqual([MESSAGES.frameCheckPrivateAddress]);
    }
    expect(site.seen).toEqual([]);
  });

  it('refuses other schemes and malformed input with a field error', async () => {
    const client = new TestClient(server.app);
    await client.signUp();
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', 'not a url', 'http://user:pw@example.com/']) {
      const response = await check(client, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url).toEqual([MESSAGES.invalidUrl]);
    }
    expect((await check(client, 42)).statusCode).toBe(422);
    expect((await client.request('POST', '/api/v1/embeds/frame_check.json', undefined, {}, { raw: '{bad' })).statusCode).toBe(400);
  });

  it('is rate limited per user', async () => {
    const client = new TestClient(server.app);
    await client.signUp();
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1) codes.push((await check(client, 'http://127.0.0.1/')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 422)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });
});
