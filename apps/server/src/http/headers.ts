/** Security headers: a base set on every response, and the strict CSP of app pages. */
import type { FastifyReply } from 'fastify';

const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob: https:",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Headers every response carries; API responses are never cached (they depend on the session). */
export function baseHeaders(reply: FastifyReply, url: string): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
}

/**
 * Headers of HTML app pages: scripts only from our origin, never framed, no plugins, no <base> tricks. `opener` is
 * the Cross-Origin-Opener-Policy (deck screens let their player's speaker-notes popup keep its opener).
 */
export function appPageHeaders(reply: FastifyReply, opener: 'same-origin' | 'same-origin-allow-popups' = 'same-origin'): void {
  reply.header('Content-Security-Policy', APP_CSP);
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', opener);
}
