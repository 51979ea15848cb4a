/**
 * The HTML pages: every non-API GET renders the SPA's index.html with the CSRF meta tag and the signed-in user
 * injected, under a strict Content-Security-Policy (headers.ts). Static files come from the built web app.
 *
 * Deck screens (/{username}/{slug}, /kiosk, /review) have their own routes, and an anonymous visitor without a CSRF
 * cookie gets one fixed page there: no signed-in user and an empty token, so no random seed, HMAC or Set-Cookie per
 * view. Such a visitor can change nothing until they use a form, and the web app then fetches a token first
 * (apps/web/src/api/csrf.ts); every state-changing request is still refused without a matching cookie and token.
 * The page holds nothing of the deck, so it can never show a deck to someone who may not see it; the status (404
 * for a deck the viewer may not see) is decided per request, from the deck cache when the deck is warm and public.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES, isReservedUsername } from '@podium/shared';
import type { AppServices } from '../context.js';
import { CSRF_COOKIE, csrfTokenFor } from './csrf.js';
import { publicDeckIsWarm } from '../services/decks/loadDeck.js';
import { secureCookies } from './request-context.js';
import { presentSelf } from './present-self.js';
import { BASE_HEADERS, appPageHeaderValues, appPageHeaders } from './headers.js';
import { sendFast, type FastPaths } from './fast-path.js';
import { deckScreenOf, deckScreenOfSegments, deckScreenStatus } from './deck-screens.js';
import { pageHead, pageTemplate } from './page-template.js';

/** True when the last segment of a URL path has an extension, as every file of the built web app does. */
function namesFile(pathName: string): boolean {
  return pathName.slice(pathName.lastIndexOf('/') + 1).includes('.');
}

/** A path segment that can be a username or a slug (no dot, so built files such as /player/player.js never match). */
const NAME_PARAM = '(^[A-Za-z0-9_-]+$)';

type DeckScreenParams = { username: string; slug: string };

/** Sends an app page with its security headers. */
function sendPage(reply: FastifyReply, body: string | Buffer, deckScreen: boolean, stripe: boolean): FastifyReply {
  // The deck's player (in a frame here) opens the speaker-notes window and must keep talking to it.
  appPageHeaders(reply, { opener: deckScreen ? 'same-origin-allow-popups' : 'same-origin', stripe });
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
}

/** An anonymous visitor who has no CSRF cookie yet: they get the fixed page without a token. */
const anonymousWithoutSeed = (request: FastifyRequest) => !request.user && !request.cookies[CSRF_COOKIE];

/** Registers security headers, static files and the SPA fallback. */
export async function registerPages(app: FastifyInstance, services: AppServices, fastPaths: FastPaths): Promise<void> {
  const template = pageTemplate(path.join(services.config.webDistDir, 'index.html'));
  /** Stripe's card element needs its script and API allowed by the CSP, only when Stripe takes the payments. */
  const stripe = services.payments.name === 'stripe';

  if (existsSync(services.config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: services.config.webDistDir,
      index: false,
      wildcard: true,
      // Only paths that name a file (a dot in the last segment) reach the disk: app pages go straight to the SPA
      // fallback instead of costing a failed stat on every view (bench/view).
      allowedPath: (pathName) => pathName !== '/index.html' && namesFile(pathName),
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // The sandboxed player page has an opaque origin, so its (CORS-mode) font loads need this; fonts are public.
        if (filePath.includes(`${path.sep}player${path.sep}`) && /\.(woff2?|ttf)$/.test(filePath)) {
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        }
      },
    });
  }

  /** The team host's bootstrap: which team this host is (its address for links), or that none is; absent on the main host. */
  const teamHostJson = (request: FastifyRequest) => {
    const host = request.teamHost;
    if (!host) return undefined;
    return host.team
      ? { slug: host.team.slug, name: host.team.name ?? host.team.slug, logo_url: host.team.logoUrl, found: true, main_url: services.config.publicUrl }
      : { slug: host.slug, found: false, main_url: services.config.publicUrl };
  };

  const renderApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const screen = deckScreenOf(request.url);
    const status = request.teamHost && !request.teamHost.team ? 404 : await deckScreenStatus(services, request, screen);
    if (status) reply.code(status);
    if (screen && !request.teamHost && anonymousWithoutSeed(request)) return sendPage(reply, template().anonymous, true, stripe);
    const csrf = csrfTokenFor(request, reply, services.config.sessionSecret, secureCookies(services));
    const user = request.user ? await presentSelf(services, request.user) : null;
    return sendPage(reply, template().render(pageHead(csrf, user, teamHostJson(request))), screen !== null, stripe);
  };

  /** Any other path: the SPA for a page, the JSON 404 for the API and missing assets. */
  const renderOther = (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (isPage) return renderApp(request, reply);
    return reply.code(404).send({ error: MESSAGES.notFound });
  };

  /** The hot path of public viewing: an anonymous visitor of a warm public deck costs no promise or query. */
  const renderDeckScreen = (request: FastifyRequest<{ Params: DeckScreenParams }>, reply: FastifyReply) => {
    const screen = request.params; // the route's patterns are deckScreenOf's, but for the two words checked here
    if (anonymousWithoutSeed(request) && !request.teamHost && !isReservedUsername(screen.username) && screen.slug !== 'new' &&
      publicDeckIsWarm(services.decks, screen)) return sendPage(reply, template().anonymous, true, stripe);
    return renderOther(request, reply);
  };

  /** renderDeckScreen's hot path below Fastify (fast-path.ts): the same page and headers for a cookie-less visitor. */
  const anonymousHeaders = Object.freeze({
    ...BASE_HEADERS, ...appPageHeaderValues({ opener: 'same-origin-allow-popups', stripe }),
    'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store',
  });
  fastPaths.add((_request, response, segments) => {
    const screen = deckScreenOfSegments(segments);
    if (!screen || !publicDeckIsWarm(services.decks, screen)) return false;
    sendFast(response, 200, anonymousHeaders, template().anonymous);
    return true;
  });

  // The static plugin answers directory paths itself (403); the home page is the SPA.
  app.get('/', renderApp);
  // Deck screens get routes of their own rather than going through the static wildcard and then the not-found handler.
  for (const screen of ['', '/kiosk', '/review']) {
    app.get<{ Params: DeckScreenParams }>(`/:username${NAME_PARAM}/:slug${NAME_PARAM}${screen}`, renderDeckScreen);
  }
  app.setNotFoundHandler(renderOther);
}

/** These routes, registered on the app last (listed in http/routes.ts): the SPA fallback answers what nothing else does. */
export const pageRoutes = {
  name: 'pages',
  register: (app: FastifyInstance, services: AppServices, options: { fastPaths: FastPaths }) =>
    registerPages(app, services, options.fastPaths),
};
