/**
 * CSRF protection: a random per-browser cookie, and a token (its HMAC under the server secret) that pages carry in
 * <meta name="csrf-token"> and clients send back as X-CSRF-Token on every state-changing request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@podium/shared';
import { Forbidden } from '../domain/errors.js';
import { randomToken, safeEqual, sign } from '../auth/tokens.js';
import { setCookie } from './cookies.js';

export const CSRF_COOKIE = 'podium_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Paths that never carry a browser session and authenticate otherwise: the payment provider's webhook is verified
 * by its signature over the body (http/billing-webhook.ts), and it sends no cookies.
 */
const CSRF_EXEMPT_PATHS = new Set(['/api/v1/billing/webhook']);

/** The CSRF token for this browser, setting the cookie when the browser has none yet. */
export function csrfTokenFor(request: FastifyRequest, reply: FastifyReply, secret: string, secure: boolean): string {
  let seed = request.cookies[CSRF_COOKIE];
  if (!seed) {
    seed = randomToken();
    setCookie(reply, CSRF_COOKIE, seed, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  }
  return sign(secret, seed);
}

/**
 * Gives the browser a new CSRF seed and returns its token (sent back as the X-CSRF-Token response header, which the
 * SPA stores): a token seen before sign-in is worthless after it, so a planted or leaked one cannot ride the session.
 */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply, secret: string, secure: boolean): string {
  const seed = randomToken();
  setCookie(reply, CSRF_COOKIE, seed, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  request.cookies = { ...request.cookies, [CSRF_COOKIE]: seed };
  const token = sign(secret, seed);
  reply.header(CSRF_HEADER, token);
  return token;
}

/** Throws 403 unless a state-changing request carries the token that matches its cookie. */
export function verifyCsrf(request: FastifyRequest, secret: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.method === 'POST' && CSRF_EXEMPT_PATHS.has(request.url.split('?')[0]!)) return;
  const seed = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!seed || typeof header !== 'string' || !safeEqual(header, sign(secret, seed))) {
    throw new Forbidden(MESSAGES.csrfMissing);
  }
}
