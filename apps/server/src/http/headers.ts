/** Security headers: a base set on every response, and the strict CSP of app pages. */
import type { FastifyReply } from 'fastify';

/** Stripe's card element: its script, its frames and its API (only when Stripe takes the payments). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

const appCsp = (stripe: boolean) => [
  "default-src 'self'",
  `script-src 'self'${stripe ? ` ${STRIPE_SCRIPT}` : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' ws: wss:${stripe ? ` ${STRIPE_API}` : ''}`,
  "media-src 'self' blob: https:",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');
const APP_CSP = appCsp(false);
const APP_CSP_WITH_STRIPE = appCsp(true);

/** Headers every response carries. */
export const BASE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** BASE_HEADERS on a reply; API responses are never cached (they depend on the session). */
export function baseHeaders(reply: FastifyReply, url: string): void {
  reply.headers(BASE_HEADERS);
  if (url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
}

export interface AppPageHeaderOptions {
  opener?: 'same-origin' | 'same-origin-allow-popups';
  stripe?: boolean;
}

/**
 * Headers of HTML app pages: scripts only from our origin (and Stripe's card element when it takes payments), never
 * framed, no plugins, no <base> tricks. `opener` is the Cross-Origin-Opener-Policy (deck screens let their player's
 * speaker-notes popup keep its opener).
 */
export function appPageHeaderValues(options: AppPageHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': options.stripe ? APP_CSP_WITH_STRIPE : APP_CSP,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': options.opener ?? 'same-origin',
  };
}

/** appPageHeaderValues on a reply. */
export function appPageHeaders(reply: FastifyReply, options: AppPageHeaderOptions = {}): void {
  reply.headers(appPageHeaderValues(options));
}
