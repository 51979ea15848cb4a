/**
 * The renderer's network policy. Requests to the render origin are answered by the app in-process; http(s) requests
 * elsewhere are fetched by guardedFetch (public addresses only, redirects re-checked) and handed to Chromium; anything
 * else (file:, private or loopback hosts, …) is refused. Refusals, and pictures or videos nobody could serve, are
 * recorded for the export's fidelity report.
 */
import type { Page, Route } from 'playwright-core';
import { BlockedRequest, guardedFetch, type AddressPolicy } from './guardedFetch.js';

/** Answers a request for the app's own pages and assets (the app's `inject`). */
export type AppHandler = (request: { method: string; url: string }) => Promise<{ status: number; headers: Record<string, string>; body: Buffer }>;

/** A request the guard refused, and why. */
export interface BlockedResource {
  url: string;
  reason: string;
}

export interface GuardOptions {
  origin: string;
  serveApp: AppHandler;
  blocked: BlockedResource[];
  addressPolicy?: AddressPolicy;
}

/** The requests a deck's content makes whose failure shows on a slide (a missing picture or video), and is reported. */
const CONTENT = new Set(['image', 'media']);

/** Routes every request of the page through the policy; returns a handle that removes it. */
export async function installRequestGuard(page: Page, options: GuardOptions): Promise<{ remove(): Promise<void> }> {
  const handler = async (route: Route) => {
    const url = route.request().url();
    const content = CONTENT.has(route.request().resourceType());
    try {
      if (url.startsWith(`${options.origin}/`)) {
        const { pathname, search } = new URL(url);
        const answer = await options.serveApp({ method: route.request().method(), url: `${pathname}${search}` });
        // A relative address resolves on the app, which has nothing there (or a medium since deleted).
        if (content && answer.status >= 400) options.blocked.push({ url: `${pathname}${search}`, reason: `not found (${answer.status})` });
        return await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
      }
      const fetched = await guardedFetch(url, options.addressPolicy);
      if (content && fetched.status >= 400) options.blocked.push({ url, reason: `the site answered ${fetched.status}` });
      return await route.fulfill({ status: fetched.status, headers: fetched.headers, body: fetched.body });
    } catch (error) {
      options.blocked.push({ url, reason: error instanceof BlockedRequest ? error.message : 'could not be loaded' });
      return route.abort('blockedbyclient').catch(() => undefined);
    }
  };
  await page.route('**/*', handler);
  return { remove: () => page.unroute('**/*', handler) };
}
