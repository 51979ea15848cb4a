/**
 * Fetches a resource for the export renderer on a deck's behalf, with the SSRF guard of services/embeds: http(s) only,
 * every address a host resolves to must be public (checked inside the connection's own DNS lookup, so a second
 * resolution cannot swap it), each redirect is vetted again, and size and time are bounded.
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns';
import { isIP, Socket, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { isPublicAddress } from '../services/embeds/publicAddress.js';

const MAX_REDIRECTS = 3;
const MAX_BYTES = 25 * 1024 * 1024;
/** How long the renderer waits for one outside resource before it drops it (and reports it as not loaded). */
export const RENDER_FETCH_TIMEOUT_MS = 15_000;

/** Why a URL was not fetched. `code` lets it be told apart after an HTTP client wraps it (node-fetch copies it). */
export class BlockedRequest extends Error {
  readonly code = 'E_BLOCKED_ADDRESS';
}

export interface FetchedResource {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Decides whether an IP address may be contacted; tests pass one that admits their own local "public" server. */
export type AddressPolicy = (address: string) => boolean;

export function guardedLookup(allowed: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) {
        return callback(new BlockedRequest(`${hostname} resolves to a private address`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Throws BlockedRequest unless the URL is http(s) to a public host (IP literals are judged here, names at lookup). */
export function vetRenderUrl(raw: string, allowed: AddressPolicy = isPublicAddress): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedRequest('not a valid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedRequest(`${url.protocol} addresses are not allowed`);
  if (url.username || url.password) throw new BlockedRequest('addresses with credentials are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? !allowed(host) : host === 'localhost' || host.endsWith('.localhost')) {
    throw new BlockedRequest('private or loopback addresses are not allowed');
  }
  return url;
}

function getOnce(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<FetchedResource & { location?: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup, signal, agent: false, headers: { 'user-agent': 'Podium export renderer' } }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        return resolve({ status, headers: {}, body: Buffer.alloc(0), location });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) return request.destroy(new BlockedRequest('the resource is too large'));
        chunks.push(chunk);
      });
      response.on('end', () => {
        const headers: Record<string, string> = {};
        const type = response.headers['content-type'];
        if (type) headers['content-type'] = type;
        resolve({ status, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Fetches a public resource, following at most MAX_REDIRECTS redirects, each one vetted like the first URL. */
export async function guardedFetch(raw: string, allowed: AddressPolicy = isPublicAddress): Promise<FetchedResource> {
  const lookup = guardedLookup(allowed);
  const signal = AbortSignal.timeout(RENDER_FETCH_TIMEOUT_MS);
  let url = vetRenderUrl(raw, allowed);
  for (let hop = 0; ; hop += 1) {
    const result = await getOnce(url, lookup, signal);
    if (result.location === undefined) return result;
    if (hop >= MAX_REDIRECTS) throw new BlockedRequest('too many redirects');
    url = vetRenderUrl(new URL(result.location, url).toString(), allowed);
  }
}

/**
 * HTTP(S) agents for clients that take one (the WebDAV client of file-storage sync): every connection they open, to
 * the first URL or any redirect, resolves through the guarded lookup, and IP literals (which skip DNS) are judged
 * before connecting. Together with vetRenderUrl on the first URL this is the same policy as guardedFetch.
 */
export function guardedAgents(allowed: AddressPolicy = isPublicAddress): { httpAgent: http.Agent; httpsAgent: https.Agent } {
  const lookup = guardedLookup(allowed);
  const guard = <A extends http.Agent>(agent: A): A => {
    const connect = agent.createConnection.bind(agent) as (options: object, callback?: unknown) => Duplex;
    (agent as unknown as { createConnection: typeof connect }).createConnection = (options, callback) => {
      const host = String((options as { host?: string }).host ?? '').replace(/^\[|\]$/g, '');
      if (isIP(host) && !allowed(host)) {
        const refused = new Socket();
        process.nextTick(() => refused.destroy(new BlockedRequest('private or loopback addresses are not allowed')));
        return refused;
      }
      return connect({ ...options, lookup }, callback);
    };
    return agent;
  };
  return { httpAgent: guard(new http.Agent({ lookup })), httpsAgent: guard(new https.Agent({ lookup })) };
}
