/**
 * The deck player page (`/{username}/{slug}/fullscreen`): reveal.js over the server-rendered, sanitised slides.
 * It is served with `Content-Security-Policy: sandbox allow-scripts …` and no allow-same-origin, so the page runs
 * in an opaque origin: whatever user content a deck holds can never read the app's cookies or call its API.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { render, type DeckDocument } from '@podium/deck';
import type { AppServices } from '../context.js';
import type { DeckRow } from '../db/schema.js';
import { findDeckId } from '../services/decks/findDeckId.js';
import { readDeck } from '../services/decks/readDeck.js';
import { serverSanitizer } from '../render/sanitizer.js';
import { escapeHtml, scriptSafeJson } from '../render/html.js';
import { contextOf } from './request-context.js';
import { HttpError } from './errors.js';

const PLAYER_CSP = [
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
  "frame-ancestors 'self'",
].join('; ');


/** Highlighting and KaTeX are heavy: their scripts (run before the player's, which hands their plugins to reveal.js) load only when used. */
function playerAddOns(slides: string): string {
  return (['code', 'math'] as const)
    .filter((type) => slides.includes(`data-block-type="${type}"`))
    .map((type) => `<link rel="stylesheet" href="/player/player-${type}.css"><script src="/player/player-${type}.js" defer></script>\n`)
    .join('');
}

/** The player HTML for a deck. */
export function playerPage(deck: DeckRow, controls: boolean): string {
  const config = {
    width: deck.width, height: deck.height, margin: deck.margin, center: deck.center, transition: deck.transition,
    backgroundTransition: deck.backgroundTransition, themeColor: deck.themeColor, themeFont: deck.themeFont,
    slideNumber: deck.slideNumber, loop: deck.shouldLoop, rtl: deck.rtl, shuffle: deck.shuffle,
    autoSlide: deck.autoSlideInterval, navigationMode: deck.navigationMode, controls,
  };
  const slides = render(deck.document as DeckDocument, { sanitize: serverSanitizer(), notes: deck.shareNotes });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(deck.title)}</title><link rel="stylesheet" href="/player/player.css">
<script type="application/json" id="deck-config">${scriptSafeJson(config)}</script>
${playerAddOns(slides)}<script src="/player/player.js" defer></script></head>
<body><div class="reveal"><div class="slides">
${slides}
</div></div></body></html>`;
}

/** Sends a player page with its sandboxing headers. */
function sendPlayer(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', PLAYER_CSP)
    .header('Cache-Control', 'no-store').send(html);
}

/** Registers the player routes (the fullscreen view; embed, kiosk and presenting build on the same page later). */
export function registerPlayer(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { username: string; slug: string } }>('/:username/:slug/fullscreen', async (request, reply) => {
    const id = await findDeckId(services.db, request.params.username, request.params.slug);
    try {
      if (!id) throw new HttpError(404, {});
      const { deck } = await readDeck({ ctx: contextOf(services, request), id });
      return sendPlayer(reply, playerPage(deck, true));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
      return reply.callNotFound(); // the SPA's own 404 view, same as for any unknown page
    }
  });
}
