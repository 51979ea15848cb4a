/** Per-request state: the signed-in user (from the session cookie) and helpers to build a service context. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, ServiceContext } from '../context.js';
import {
  LINK_UNLOCK_COOKIE, VIEWER_COOKIE, VIEWER_COOKIE_MAX_AGE_S, linkCredentials, viewerIdOf,
} from '../services/sharing/linkAccess.js';
import type { UserRow } from '../db/schema.js';
import { SESSION_COOKIE, SESSION_TTL_MS, createSession, destroySession, userForSession } from '../auth/sessions.js';
import { rotateCsrfToken, verifyCsrf } from './csrf.js';
import { baseHeaders } from './headers.js';
import { clearCookie, readCookies, setCookie } from './cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/** Loads the user for each request (skipping static assets) and enforces CSRF on state-changing requests. */
export function installRequestContext(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('user', null);
  app.decorateRequest('cookies', null as unknown as Record<string, string | undefined>);
  // Callback style, not async: most reads carry no session, and a promise per request is measurable on hot paths.
  app.addHook('onRequest', (request, reply, done) => {
    baseHeaders(reply, request.url);
    readCookies(request);
    if (request.url.startsWith('/assets/')) return done();
    giveViewerId(services, request, reply);
    try {
      verifyCsrf(request, services.config.sessionSecret);
    } catch (error) {
      return done(error as Error);
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    userForSession(services.db, token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
}

/** The query parameters that carry a share link (the stream API names its own). */
const LINK_PARAMS = ['token', 'deck_token'] as const;

/**
 * A browser opening a share link without a viewer id gets one now, on this very response, and the request counts with
 * it: link views then count people, not addresses. Only with a link, so other pages (and the cached public ones) set no
 * cookie.
 */
function giveViewerId(services: AppServices, request: FastifyRequest, reply: FastifyReply): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || !LINK_PARAMS.some((param) => typeof query[param] === 'string')) return;
  if (viewerIdOf(request.cookies[VIEWER_COOKIE])) return;
  const id = randomBytes(16).toString('base64url');
  request.cookies = { ...request.cookies, [VIEWER_COOKIE]: id };
  setCookie(reply, VIEWER_COOKIE, id, {
    path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(services), maxAge: VIEWER_COOKIE_MAX_AGE_S,
  });
}

/** The context a service receives for this request; the share link comes from the `tokenParam` query parameter. */
export function contextOf(services: AppServices, request: FastifyRequest, tokenParam = 'token'): ServiceContext {
  const token = (request.query as Record<string, unknown> | undefined)?.[tokenParam];
  const link = linkCredentials(
    token, request.cookies[LINK_UNLOCK_COOKIE], request.ip, request.headers['user-agent'] ?? '', viewerIdOf(request.cookies[VIEWER_COOKIE]),
  );
  return { ...services, log: request.log, user: request.user, link };
}

/** Whether cookies get the Secure flag (PUBLIC_URL is https). */
export const secureCookies = (services: AppServices) => services.config.publicUrl.startsWith('https://');

/**
 * Starts a new session for the user (replacing any previous one, against session fixation), sets the cookie and
 * rotates the CSRF token (X-CSRF-Token response header).
 */
export async function startSession(services: AppServices, request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await destroySession(services.db, previous);
  const token = await createSession(services.db, user.id, request.headers['user-agent']);
  setCookie(reply, SESSION_COOKIE, token, {
    path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(services), maxAge: SESSION_TTL_MS / 1000,
  });
  rotateCsrfToken(request, reply, services.config.sessionSecret, secureCookies(services));
  request.user = user;
}

/** Ends the request's session and clears the cookie. */
export async function endSession(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await destroySession(services.db, token);
  clearCookie(reply, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(services) });
  request.user = null;
}

/** True when the client wants JSON back (API clients and the SPA); HTML forms get redirects instead. */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') || !accept.includes('text/html');
}
