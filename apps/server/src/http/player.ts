/**
 * The deck player routes: /{username}/{slug}/fullscreen, /embed and /preview?revision={rev}, and /reveal/notes.html.
 * They are served with `Content-Security-Policy: sandbox allow-scripts …` and no allow-same-origin, so the page runs
 * in an opaque origin: whatever user content a deck holds can never read the app's cookies or call its API.
 * Access goes through loadDeck (the API's policy): no access answers the app's 404 page with status 404.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { EMBED_STYLES, PAID_EMBED_STYLES, isPaid, type EmbedStyle } from '@podium/shared';
import type { AppServices } from '../context.js';
import { loadDeck, peekPublicDeck, type ViewableDeck } from '../services/decks/loadDeck.js';
import { readRevision } from '../services/decks/readRevision.js';
import { NOTES_PAGE, playerPage, type EmbedOptions, type PlayerMode } from '../render/playerPage.js';
import { contextOf } from './request-context.js';
import { NotFound, PasswordRequired } from '../domain/errors.js';
import { frameAncestors } from './frame-ancestors.js';
import { linkWhitelist } from '../services/sharing/linkAccess.js';
import { redirectToLinkPassword } from './link-password-page.js';
import { BASE_HEADERS } from './headers.js';
import { sendFast, type FastPaths } from './fast-path.js';
import { PATH_NAME } from './deck-screens.js';
import { lookScriptSource, type PlayerTheme } from '../render/playerLook.js';
import { deckThemeOf } from '../services/themes/deckThemeOf.js';

/** The sandbox CSP of player pages; `ancestors` is the frame-ancestors directive saying who may frame them. */
export function playerCsp(ancestors: string, scriptSources: readonly string[] = []): string {
  return [
    'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-presentation',
    "default-src 'none'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    'media-src * data: blob:',
    'font-src * data:',
    'frame-src *',
    "base-uri 'none'",
    "form-action 'none'",
    ancestors,
  ].join('; ');
}

/** App pages (deck show, kiosk, the thumbnail preview) frame the fullscreen player; embeds are framed by any site. */
const FRAME_ANCESTORS: Record<PlayerMode, string> = { fullscreen: "'self'", preview: "'self'", embed: '*' };

type DeckParams = { Params: { username: string; slug: string }; Querystring: Record<string, string | undefined> };

/** The embed footer the query asks for, limited to what the deck's plan allows (SPEC §5: hidden parts need paid). */
export function embedOptions(query: Record<string, string | undefined>, paid: boolean): EmbedOptions {
  const asked = (EMBED_STYLES as readonly string[]).includes(query.style ?? '') ? (query.style as EmbedStyle) : 'dark';
  const style = PAID_EMBED_STYLES.includes(asked) && !paid ? 'dark' : asked;
  return { style, byline: !(paid && query.byline === 'hidden'), share: !(paid && query.share === 'hidden') };
}

/**
 * Sends a player page with its sandboxing headers. A share link with an embed whitelist limits who may frame it
 * (SPEC §5); otherwise the mode's default applies. The deck's team theme script, if any, is allowed by its hash.
 */
export function sendPlayer(reply: FastifyReply, html: string | Buffer, mode: PlayerMode, whitelist = '', theme?: PlayerTheme | null): FastifyReply {
  const ancestors = whitelist ? frameAncestors(whitelist) : `frame-ancestors ${FRAME_ANCESTORS[mode]}`;
  const themeScript = lookScriptSource(theme);
  return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', playerCsp(ancestors, themeScript ? [themeScript] : []))
    .header('Cache-Control', 'no-store').send(html);
}

/** The app's own 404 page (the SPA's not-found view) for a deck the viewer may not see; rethrows anything else. */
function notFoundPage(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof NotFound)) throw error;
  reply.code(404).callNotFound();
  return reply;
}

/** Registers the player routes. */
export function registerPlayer(app: FastifyInstance, services: AppServices, fastPaths: FastPaths): void {

  /** The cached page of a deck screen (one per deck version and variant). */
  const page = (found: ViewableDeck, mode: 'fullscreen' | 'embed', query: DeckParams['Querystring'], theme: PlayerTheme | null): Buffer => {
    const { notes, owner } = found;
    const embed = mode === 'embed'
      ? embedOptions(query, isPaid({ account_type: owner.accountType, manually_upgraded: owner.manuallyUpgraded }))
      : undefined;
    // A theme edit changes the page without changing the deck's version: its save time is part of the variant.
    const look = theme ? `:theme${theme.id}@${theme.updatedAt.getTime()}` : '';
    const variant = `player:${mode}:${notes}:${embed ? `${embed.style}:${embed.byline}:${embed.share}` : ''}${look}`;
    return services.decks.body(found, variant, () => playerPage({ deck: found.deck, owner, publicUrl: services.config.publicUrl, mode, notes, embed, theme }));
  };

  /** The hot path below Fastify (fast-path.ts): a cookie-less reader of a warm public deck, without a query. */
  const fastHeaders = Object.fromEntries((['fullscreen', 'embed'] as const).map((mode) => [mode, Object.freeze({
    ...BASE_HEADERS, 'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': playerCsp(`frame-ancestors ${FRAME_ANCESTORS[mode]}`), 'Cache-Control': 'no-store',
  })]));
  /** request.ip as Fastify works it out (the client before trusted proxies). */
  const clientAddress = (request: IncomingMessage) => (services.config.trustProxy
    ? proxyAddr.all(request, () => true).at(-1) : request.socket.remoteAddress) ?? '';
  fastPaths.add((request, response, [username = '', slug = '', mode = '', ...rest]) => {
    if (rest.length || (mode !== 'fullscreen' && mode !== 'embed') || !PATH_NAME.test(username) || !PATH_NAME.test(slug)) return false;
    const hit = peekPublicDeck(services.decks, { username, slug });
    if (!hit || hit.deck.themeId) return false; // a team theme is read with the deck, on Fastify's path below
    void services.views.count(hit.deck.id, { address: clientAddress(request), userAgent: request.headers['user-agent'] ?? '' });
    sendFast(response, 200, fastHeaders[mode]!, page(hit, mode, {}, null));
    return true;
  });

  for (const mode of ['fullscreen', 'embed'] as const) {
    app.get<DeckParams>(`/:username/:slug/${mode}`, (request, reply) => {
      const { username, slug } = request.params;
      // The hot path (public viewers and embeds): an anonymous reader of a warm public deck costs no promise or query.
      // A share link always takes the slow path: it may unlock a private deck, restrict framing and count a view.
      // A deck wearing a team theme takes the slow path too: its theme is read with it.
      const peeked = request.user || request.query.token ? undefined : peekPublicDeck(services.decks, { username, slug });
      const hit = peeked?.deck.themeId ? undefined : peeked;
      if (hit) {
        // The anonymous viewer's deck view, claimed and queued after the page is on its way (loadDeck counts the rest).
        void services.views.count(hit.deck.id, { address: request.ip, userAgent: request.headers['user-agent'] ?? '' });
        return sendPlayer(reply, page(hit, mode, request.query, null), mode);
      }
      const ctx = contextOf(services, request);
      return loadDeck({ ctx, ref: { username, slug }, surface: 'player', countView: true })
        .then(async (found) => {
          const theme = await deckThemeOf(services.db, found.deck);
          return sendPlayer(reply, page(found, mode, request.query, theme), mode, await linkWhitelist(ctx, found.deck.id), theme);
        })
        .catch((error: unknown) => {
          if (error instanceof PasswordRequired) {
            return redirectToLinkPassword(reply, request, request.params);
          }
          return notFoundPage(reply, error);
        });
    });
  }

  app.get<DeckParams>('/:username/:slug/preview', async (request: FastifyRequest<DeckParams>, reply) => {
    try {
      const ctx = contextOf(services, request);
      const { found, document } = await readRevision({ ctx, ref: request.params, version: Number(request.query.revision) });
      const theme = await deckThemeOf(services.db, found.deck);
      return sendPlayer(reply, playerPage({ ...found, publicUrl: services.config.publicUrl, mode: 'preview', notes: true, document, theme }), 'preview', '', theme);
    } catch (error) {
      return notFoundPage(reply, error);
    }
  });

  app.get('/reveal/notes.html', (_request, reply) => sendPlayer(reply, NOTES_PAGE, 'preview'));
}

/** These routes, registered on the app (listed in http/routes.ts); anonymous plays answer on the fast path. */
export const playerRoutes = {
  name: 'player',
  register: (app: FastifyInstance, services: AppServices, options: { fastPaths: FastPaths }) =>
    registerPlayer(app, services, options.fastPaths),
};
