/**
 * The export renderer's network policy, end to end in Chromium: a page on the render origin asks for local files,
 * loopback, the cloud metadata address, an IPv4-mapped loopback and a public address that redirects to loopback.
 * A canary server on loopback proves none of those requests got through; a "public" server proves allowed ones do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Renderer, RendererCrashed, RENDER_ORIGIN } from './chromium.js';
import { vetRenderUrl } from './guardedFetch.js';
import { isPublicAddress } from '../services/embeds/publicAddress.js';
import { killChromium } from '../test/exports.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
}

let canaryHits: string[] = [];
let publicHits: string[] = [];
const canary = createServer((request, response) => { canaryHits.push(request.url ?? ''); response.writeHead(200, { 'content-type': 'image/png' }).end(PNG); });
let canaryPort = 0;
// Stands for a public site: the test's address policy admits 127.0.0.2 (and only it) as if it were public.
const publicSite = createServer((request, response) => {
  publicHits.push(request.url ?? '');
  if (request.url === '/redirect') return response.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/via-redirect.png` }).end();
  return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
});
let publicPort = 0;
const testPolicy = (address: string) => address === '127.0.0.2' || isPublicAddress(address);

let page = '';
const renderer = new Renderer({
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  addressPolicy: testPolicy,
  serveApp: async () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(page) }),
});

beforeAll(async () => {
  canaryPort = await listen(canary, '127.0.0.1');
  publicPort = await listen(publicSite, '127.0.0.2');
});
afterAll(async () => {
  await renderer.close();
  canary.close();
  publicSite.close();
});

/** Renders `html` from the render origin and returns the refused requests once every image has settled. */
async function render(html: string) {
  page = html;
  canaryHits = [];
  publicHits = [];
  return renderer.withPage(AbortSignal.timeout(30_000), async ({ page: tab, blocked }) => {
    await tab.goto(`${RENDER_ORIGIN}/render/test`, { waitUntil: 'load' });
    const loaded = await tab.evaluate(() => [...document.images].map((image) => [image.id, image.naturalWidth > 0] as const));
    const fileFetch = await tab.evaluate(() => fetch('file:///etc/passwd').then((r) => r.text(), () => 'refused'));
    const frameText = await tab.evaluate(() => {
      try {
        return document.querySelector('iframe')?.contentDocument?.body?.textContent ?? '';
      } catch {
        return '';
      }
    });
    return { blocked, loaded: Object.fromEntries(loaded), fileFetch, frameText };
  });
}

describe('the renderer network guard', () => {
  it('refuses file:, loopback, metadata, mapped-loopback and redirects into loopback; lets public addresses through', async () => {
    const result = await render(`<!doctype html><body>
      <iframe src="file:///etc/passwd"></iframe>
      <img id="file" src="file:///etc/passwd">
      <img id="loopback" src="http://127.0.0.1:${canaryPort}/direct.png">
      <img id="metadata" src="http://169.254.169.254/latest/meta-data/iam">
      <img id="mapped" src="http://[::ffff:127.0.0.1]:${canaryPort}/mapped.png">
      <img id="redirect" src="http://127.0.0.2:${publicPort}/redirect">
      <img id="public" src="http://127.0.0.2:${publicPort}/ok.png">
    </body>`);
    expect(canaryHits).toEqual([]);
    expect(publicHits.sort()).toEqual(['/ok.png', '/redirect']);
    expect(result.loaded).toEqual({ file: false, loopback: false, metadata: false, mapped: false, redirect: false, public: true });
    expect(result.fileFetch).toBe('refused');
    expect(result.frameText).not.toContain('root:');
    const refused = result.blocked.map((entry) => entry.url);
    expect(refused).toEqual(expect.arrayContaining([
      `http://127.0.0.1:${canaryPort}/direct.png`, 'http://169.254.169.254/latest/meta-data/iam',
      `http://[::ffff:7f00:1]:${canaryPort}/mapped.png`, `http://127.0.0.2:${publicPort}/redirect`,
    ]));
  });

  it('vets addresses before any lookup', () => {
    for (const url of ['file:///etc/passwd', 'http://127.0.0.1/', 'http://169.254.169.254/', 'http://[::ffff:127.0.0.1]/', 'http://localhost/', 'ftp://example.com/', 'http://user:pw@example.com/']) {
      expect(() => vetRenderUrl(url), url).toThrow();
    }
    expect(vetRenderUrl('https://example.com/a.png').hostname).toBe('example.com');
  });

  it('relaunches Chromium after it is killed: the render in flight fails, the next one works', async () => {
    await render('<!doctype html><p>warm</p>');
    page = '<!doctype html><p>slow</p>';
    const inFlight = renderer.withPage(AbortSignal.timeout(30_000), async ({ page: tab }) => {
      await tab.goto(`${RENDER_ORIGIN}/render/test`);
      expect(killChromium()).toBeGreaterThan(0);
      await tab.waitForEvent('close', { timeout: 30_000 });
      await tab.title();
    });
    await expect(inFlight).rejects.toBeInstanceOf(RendererCrashed);
    const next = await render('<!doctype html><p>after</p>');
    expect(next.blocked).toEqual([]);
  });
});
