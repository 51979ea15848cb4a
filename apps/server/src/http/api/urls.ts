/** /api/v1/urls (SPEC §7): the product's route templates on the public address, and the signed-in user's own links. */
import type { FastifyInstance } from 'fastify';
import { URL_TEMPLATES, fillUrl, type UrlName, type UrlsJson } from '@podium/shared';
import type { AppServices } from '../../context.js';

/** Registers GET /urls (and /urls.json) under /api/v1. */
export function registerUrlsApi(app: FastifyInstance, services: AppServices): void {
  const base = services.config.publicUrl.replace(/\/$/, '');
  const urls = Object.fromEntries(Object.entries(URL_TEMPLATES).map(([name, path]) => [name, `${base}${path}`])) as Record<UrlName, string>;
  for (const path of ['/urls', '/urls.json']) {
    app.get(path, async (request): Promise<UrlsJson> => {
      const username = request.user?.username;
      const own = (name: UrlName) => `${base}${fillUrl(URL_TEMPLATES[name], { username: username ?? '' })}`;
      return {
        urls,
        user: username
          ? { profile: own('profile'), new_deck: own('new_deck'), decks: own('decks'), decks_trashed: own('decks_trashed'), decks_shared_with_me: own('decks_shared_with_me') }
          : null,
      };
    });
  }
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const urlsApi = { name: 'urls', register: registerUrlsApi };
