/**
 * The deck player routes: /{username}/{slug}/fullscreen, /embed and /preview?revision={rev}, and /reveal/notes.html.
 * They are served with `Content-Security-Policy: sandbox allow-scripts …` and no allow-same-origin, so the page runs
 * in an opaque origin: whatever user content a deck holds can never read the app's cookies or call its API.
 * Access goes through loadDeck (the API's policy): no access answers the app's 404 page with status 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMBED_STYLES, PAID_EMBED_STYLES, isPaid, type EmbedStyle } from '@podium/shared';
import type { AppServices } from '../context.js';
import { loadDeck, peekPublicDeck, type ViewableDeck } from '../services/decks/loadDeck.js';
import { countDeckView } from '../services/views/deckViews.js';
import { readRevision } from '../services/decks/readRevision.js';
import { NOTES_PAGE, playerPage, type EmbedOptions, type PlayerMode } from '../render/playerPage.js';
import { contextOf } from './request-context.js';
import { NotFound, PasswordRequired } from '../domain/errors.js';
import { frameAncestors } from './frame-ancestors.js';
import { linkWhitelist } from '../services/sharing/linkAccess.js';
import { redirectToLinkPassword } from './link-password-page.js';

/** The sandbox CSP of player pages; `ancestors` is the frame-ancestors directive saying who may frame them. */
export function playerCsp(ancestors: string): string {
  return [
    'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-presentation',
    "default-src 'none'",
    "script-src 'self'",
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
 * (SPEC §5); otherwise the mode's default applies.
 */
export function sendPlayer(reply: FastifyReply, html: string, mode: PlayerMode, whitelist = ''): FastifyReply {
  const ancestors = whitelist ? frameAncestors(whitelist) : `frame-ancestors ${FRAME_ANCESTORS[mode]}`;
  return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', playerCsp(ancestors))
    .header('Cache-Control', 'no-store').send(html);
}

/** The app's own 404 page (the SPA's not-found view) for a deck the viewer may not see; rethrows anything else. */
function notFoundPage(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof NotFound)) throw error;
  reply.code(404).callNotFound();
  return reply;
}

/** Registers the player routes. */
export function registerPlayer(app: FastifyInstance, services: AppServices): void {

  /** The cached page of a deck screen (one per deck version and variant). */
  const page = (found: ViewableDeck, mode: 'fullscreen' | 'embed', query: DeckParams['Querystring']): string => {
    const { notes, owner } = found;
    const embed = mode === 'embed'
      ? embedOptions(query, isPaid({ account_type: owner.accountType, manually_upgraded: owner.manuallyUpgraded }))
      : undefined;
    const variant = `player:${mode}:${notes}:${embed ? `${embed.style}:${embed.byline}:${embed.share}` : ''}`;
    return services.decks.body(found, variant, () => playerPage({ deck: found.deck, owner, publicUrl: services.config.publicUrl, mode, notes, embed }));
  };

  for (const mode of ['fullscreen', 'embed'] as const) {
    app.get<DeckParams>(`/:username/:slug/${mode}`, (request, reply) => {
      const { username, slug } = request.params;
      // The hot path (public viewers and embeds): an anonymous reader of a warm public deck costs no promise or query.
      // A share link always takes the slow path: it may unlock a private deck, restrict framing and count a view.
      const hit = request.user || request.query.token ? undefined : peekPublicDeck(services.decks, { username, slug });
      if (hit) {
        // The anonymous viewer's deck view, claimed and queued after the page is on its way (loadDeck counts the rest).
        void countDeckView(services, hit.deck.id, { address: request.ip, userAgent: request.headers['user-agent'] ?? '' });
        return sendPlayer(reply, page(hit, mode, request.query), mode);
      }
      const ctx = contextOf(services, request);
      return loadDeck({ ctx, ref: { username, slug }, surface: 'player', countView: true })
        .then(async (found) => sendPlayer(reply, page(found, mode, request.query), mode, await linkWhitelist(ctx, found.deck.id)))
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
      return sendPlayer(reply, playerPage({ ...found, publicUrl: services.config.publicUrl, mode: 'preview', notes: true, document }), 'preview');
    } catch (error) {
      return notFoundPage(reply, error);
    }
  });

  app.get('/reveal/notes.html', (_request, reply) => sendPlayer(reply, NOTES_PAGE, 'preview'));
}
