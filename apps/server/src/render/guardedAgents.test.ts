/** The SSRF guard as HTTP agents (file-storage sync's WebDAV client): names and IP literals alike, http and https. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { guardedAgents } from './guardedFetch.js';

const site = http.createServer((_request, response) => response.end('hello'));
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(() => site.close());

/** The error code of a GET through the agent, or 'ok' with the body. */
function get(client: typeof http | typeof https, url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve) => {
    const request = client.get(url, { agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(`ok ${body}`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('guardedAgents', () => {
  it('refuses loopback and private targets by IP literal and by name, over http and https', async () => {
    const { httpAgent, httpsAgent } = guardedAgents();
    expect(await get(http, `http://127.0.0.1:${port}/`, httpAgent)).toBe('E_BLOCKED_ADDRESS');
    expect(await get(http, `http://localhost:${port}/`, httpAgent)).toBe('E_BLOCKED_ADDRESS');
    expect(await get(http, 'http://[::1]:9/', httpAgent)).toBe('E_BLOCKED_ADDRESS');
    expect(await get(https, 'https://10.0.0.1:9/', httpsAgent)).toBe('E_BLOCKED_ADDRESS');
    expect(await get(https, 'https://localhost:9/', httpsAgent)).toBe('E_BLOCKED_ADDRESS');
  });

  it('connects where the policy allows', async () => {
    const { httpAgent } = guardedAgents((address) => address === '127.0.0.1');
    expect(await get(http, `http://127.0.0.1:${port}/`, httpAgent)).toBe('ok hello');
  });
});
