/**
 * The HTML pages: every non-API GET renders the SPA's index.html with the CSRF meta tag and the signed-in user
 * injected, under a strict Content-Security-Policy (headers.ts). Static files come from the built web app.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@podium/shared';
import type { AppServices } from '../context.js';
import { csrfTokenFor } from '../auth/csrf.js';
import { secureCookies } from './request-context.js';
import { presentSelf } from './present-self.js';
import { appPageHeaders } from './headers.js';
import { escapeHtml, scriptSafeJson } from '../render/html.js';
import { deckScreenOf, deckScreenStatus } from './deck-screens.js';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Podium</title><!--podium-head--></head>
<body><main style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>Podium</h1>
<p>The web app has not been built yet. Run <code>npm start</code> (it builds what is missing) or <code>npm run build</code>.</p></main></body></html>`;

/** How often the page template is checked for a rebuild. */
const TEMPLATE_RECHECK_MS = 1000;

/** True when the last segment of a URL path has an extension, as every file of the built web app does. */
function namesFile(pathName: string): boolean {
  return pathName.slice(pathName.lastIndexOf('/') + 1).includes('.');
}

/** Registers security headers, static files and the SPA fallback. */
export async function registerPages(app: FastifyInstance, services: AppServices): Promise<void> {
  const indexFile = path.join(services.config.webDistDir, 'index.html');
  // Re-read after a rebuild (`npm run build` beside a running server), so pages never point at replaced assets.
  // The file is checked at most once a second, not on every page view (two synchronous syscalls per request).
  let cached = { mtimeMs: -1, html: MISSING_BUILD, checkedAt: Number.NEGATIVE_INFINITY };
  const template = () => {
    const now = Date.now();
    if (now - cached.checkedAt < TEMPLATE_RECHECK_MS) return cached.html;
    const mtimeMs = existsSync(indexFile) ? statSync(indexFile).mtimeMs : -1;
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: mtimeMs < 0 ? MISSING_BUILD : readFileSync(indexFile, 'utf8'), checkedAt: now };
    cached.checkedAt = now;
    return cached.html;
  };

  if (existsSync(services.config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: services.config.webDistDir,
      index: false,
      wildcard: true,
      // Only paths that name a file (a dot in the last segment) reach the disk: app pages such as a deck's show page
      // go straight to the SPA fallback instead of costing a failed stat on every view (bench/view).
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

  const renderApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const status = await deckScreenStatus(services, request);
    if (status) reply.code(status);
    const csrf = csrfTokenFor(request, reply, services.config.sessionSecret, secureCookies(services));
    const user = request.user ? await presentSelf(services, request.user) : null;
    const head = `<meta name="csrf-token" content="${escapeHtml(csrf)}">` +
      `<script type="application/json" id="podium-bootstrap">${scriptSafeJson({ user })}</script>`;
    appPageHeaders(reply, { stripe: services.payments.name === 'stripe' });
    // The deck's player (in a frame here) opens the speaker-notes window and must keep talking to it.
    if (deckScreenOf(request.url)) reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(template().replace('<!--podium-head-->', head));
  };

  // The static plugin answers directory paths itself (403); the home page is the SPA.
  app.get('/', renderApp);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (isPage) return renderApp(request, reply);
    return reply.code(404).send({ error: MESSAGES.notFound });
  });
}
