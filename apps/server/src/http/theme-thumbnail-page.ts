/**
 * GET /render/themes/{id}/thumbnail?token=…&print-pdf: the page the theme thumbnail job captures — the theme's sample
 * slide (render/themePreview.ts) in the player's print view. A signed theme render token (render/renderToken.ts), not
 * a session, lets the renderer in; anything else is 404. Served like every player page: sandboxed, opaque origin.
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.js';
import { idParam } from './parse.js';
import { NotFound } from '../domain/errors.js';
import { verifyThemeRenderToken } from '../render/renderToken.js';
import { themeThumbnailPage } from '../render/themePreview.js';
import { themeById } from '../services/themes/deckThemeOf.js';
import { sendPlayer } from './player.js';

/** Registers the render page (outside /api: it is a page). */
export function registerThemeThumbnailPage(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/render/themes/:id/thumbnail', async (request, reply) => {
    const id = idParam(request.params.id);
    if (!verifyThemeRenderToken(services.config.sessionSecret, request.query.token ?? '', id)) throw new NotFound();
    const theme = await themeById(services.db, id);
    if (!theme) throw new NotFound();
    return sendPlayer(reply, themeThumbnailPage(theme, services.config.publicUrl), 'fullscreen');
  });
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const themeThumbnailPageRoutes = { name: 'theme-thumbnail-page', register: registerThemeThumbnailPage };
