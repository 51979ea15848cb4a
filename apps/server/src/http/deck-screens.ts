/**
 * The deck screens the SPA draws (show /{username}/{slug}, /kiosk, /review) answer 404 for a deck the viewer may not
 * see, like the API does, even though the page itself is the app's index.html.
 */
import type { FastifyRequest } from 'fastify';
import { isReservedUsername } from '@podium/shared';
import type { AppServices } from '../context.js';
import { loadDeck, publicDeckIsWarm } from '../services/decks/loadDeck.js';
import { contextOf } from './request-context.js';

import { NotFound, PasswordRequired } from '../domain/errors.js';

/** A username or slug as it appears unescaped in a path. */
export const PATH_NAME = /^[a-z0-9_-]+$/i;
const SPA_DECK_SCREENS = new Set(['kiosk', 'review']);

/** The owner and slug when the URL is a deck screen drawn by the SPA, else null. */
export function deckScreenOf(url: string): { username: string; slug: string } | null {
  return deckScreenOfSegments((url.split(/[?#]/, 1)[0] ?? '').split('/').slice(1));
}

/** deckScreenOf for a path already split into its segments after the leading slash (the fast path's). */
export function deckScreenOfSegments(segments: readonly string[]): { username: string; slug: string } | null {
  // Checked first: most paths (the API's, static files') have another number of segments and cost no pattern test.
  if (segments.length < 2 || segments.length > 3) return null;
  const [username = '', slug = '', screen] = segments;
  if (!PATH_NAME.test(username) || !PATH_NAME.test(slug) || isReservedUsername(username) || slug === 'new') return null;
  if (screen !== undefined && !SPA_DECK_SCREENS.has(screen)) return null;
  return { username, slug };
}

/** 404 when the request is for a deck screen whose deck the viewer may not see, otherwise null. */
export async function deckScreenStatus(
  services: AppServices, request: FastifyRequest, screen = deckScreenOf(request.url),
): Promise<404 | null> {
  if (!screen) return null;
  try {
    if (!request.user && publicDeckIsWarm(services.decks, screen)) return null;
    await loadDeck({ ctx: contextOf(services, request), ref: screen });
    return null;
  } catch (error) {
    if (error instanceof NotFound) return 404;
    // A password link that is still locked: the page itself asks for the password.
    if (error instanceof PasswordRequired) return null;
    throw error;
  }
}
