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

/** Why a picture or video's answer shows nothing, or null when it is one: an error, or a web page where a file was asked for. */
function missingContent(status: number, headers: Record<string, string>, errorReason: string): string | null {
  if (status >= 400) return errorReason;
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  return /^text\/html\b/i.test(type) ? 'the address answers a web page, not a file' : null;
}

/**
 * A path on the app as the deck wrote it: a relative picture ("pics/a.png") resolves against the render page
 * (/render/decks/12/print), which is no address of the deck's author.
 */
function appPath(pathname: string, search: string): string {
  const relative = /^\/render\/(?:decks|themes)\/\d+\/(.+)$/.exec(pathname);
  return relative ? `${relative[1]!}${search}` : `${pathname}${search}`;
}

/** Routes every request of the page through the policy; returns a handle that removes it. */
export async function installRequestGuard(page: Page, options: GuardOptions): Promise<{ remove(): Promise<void> }> {
  const handler = async (route: Route) => {
    const url = route.request().url();
    const content = CONTENT.has(route.request().resourceType());
    try {
      if (url.startsWith(`${options.origin}/`)) {
        const { pathname, search } = new URL(url);
        const answer = await options.serveApp({ method: route.request().method(), url: `${pathname}${search}` });
        // A relative address resolves on the app, which has nothing there (its page fallback answers), or a medium
        // was deleted since.
        const missing = content ? missingContent(answer.status, answer.headers, `not found (${answer.status})`) : null;
        if (missing) options.blocked.push({ url: appPath(pathname, search), reason: missing });
        return await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
      }
      const fetched = await guardedFetch(url, options.addressPolicy);
      const missing = content ? missingContent(fetched.status, fetched.headers, `the site answered ${fetched.status}`) : null;
      if (missing) options.blocked.push({ url, reason: missing });
      return await route.fulfill({ status: fetched.status, headers: fetched.headers, body: fetched.body });
    } catch (error) {
      options.blocked.push({ url, reason: error instanceof BlockedRequest ? error.message : 'could not be loaded' });
      return route.abort('blockedbyclient').catch(() => undefined);
    }
  };
  await page.route('**/*', handler);
  return { remove: () => page.unroute('**/*', handler) };
}
