/**
 * Checks whether a URL can be shown in an iframe block (SPEC §8 "Embedding of this URL is prevented by the site
 * owner (X-Frame-Options).") by fetching only its response headers. SSRF-safe: http(s) only, every resolved address
 * must be public (checked inside the connection's own DNS lookup, so a second resolution cannot swap it), redirects
 * are re-checked, a short timeout, and the body is never read.
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { SignInRequired, Invalid } from '../../domain/errors.js';
import { framingVerdict } from './framingPolicy.js';
import { isPublicAddress } from './publicAddress.js';

export interface FrameCheckOptions {
  /** Tests only (set by the test harness through BuildOptions, never from the environment): allow local servers. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
}

export type FrameCheckResult =
  | { url: string; embeddable: true }
  | { url: string; embeddable: false; reason: 'x-frame-options' | 'frame-ancestors'; message: string }
  | { url: string; embeddable: null; reason: 'unreachable'; message: string };

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 5000;

class PrivateAddressError extends Error {}

/** A DNS lookup that fails when any address of the host is not public. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))) {
        return callback(new PrivateAddressError(hostname), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

/** Parses and vets one URL: http(s) only; an IP literal must be public (literals skip the DNS lookup). */
function vetUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw Invalid.field('url', MESSAGES.invalidUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw Invalid.field('url', MESSAGES.invalidUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isIP(host) ? !isPublicAddress(host) : host === 'localhost' || host.endsWith('.localhost'))) {
    throw Invalid.field('url', MESSAGES.frameCheckPrivateAddress);
  }
  return url;
}

interface HeadResponse {
  status: number;
  location?: string;
  xFrameOptions: string[];
  contentSecurityPolicy: string[];
}

function headerList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Sends a GET and resolves with the status and headers as soon as they arrive; the body is discarded unread. */
function fetchHeaders(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<HeadResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET', lookup, signal, agent: false,
      headers: { accept: 'text/html,*/*;q=0.8', 'user-agent': 'PodiumFrameCheck/1.0' },
    }, (response) => {
      resolve({
        status: response.statusCode ?? 0,
        ...(response.headers.location ? { location: response.headers.location } : {}),
        xFrameOptions: headerList(response.headers['x-frame-options']),
        contentSecurityPolicy: headerList(response.headers['content-security-policy']),
      });
      response.destroy();
    });
    request.on('error', reject);
    request.end();
  });
}

/** Whether `rawUrl` may be framed by the app (embeddable null when the site could not be reached). */
export async function checkFraming({ ctx, url: rawUrl, options = {} }: { ctx: ServiceContext; url: string; options?: FrameCheckOptions }): Promise<FrameCheckResult> {
  if (!ctx.user) throw new SignInRequired();
  const allowPrivate = options.allowPrivateAddresses === true;
  const lookup = guardedLookup(allowPrivate);
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const app = new URL(ctx.config.publicUrl);
  let url = vetUrl(rawUrl.trim(), allowPrivate);
  const original = url.toString();
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await fetchHeaders(url, lookup, signal);
      if (response.status >= 300 && response.status < 400 && response.location && hop < MAX_REDIRECTS) {
        url = vetUrl(new URL(response.location, url).toString(), allowPrivate);
        continue;
      }
      const verdict = framingVerdict(response, app, url);
      return verdict.embeddable
        ? { url: original, embeddable: true }
        : { url: original, embeddable: false, reason: verdict.reason, message: MESSAGES.embedPreventedByXFrameOptions };
    }
  } catch (error) {
    if (error instanceof PrivateAddressError || (error as { cause?: unknown }).cause instanceof PrivateAddressError) {
      throw Invalid.field('url', MESSAGES.frameCheckPrivateAddress);
    }
    if ((error as { status?: number }).status === 422) throw error;
    return { url: original, embeddable: null, reason: 'unreachable', message: MESSAGES.frameCheckUnreachable };
  }
}
