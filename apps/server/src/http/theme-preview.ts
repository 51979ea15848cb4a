/**
 * GET /themes/{id}/preview: the theme preview page (SPEC §2), the sample deck in the theme's look. Served like every
 * player page — sandboxed, opaque origin — so the theme's JS runs here and never with the app's origin. Framed by the
 * theme editor only ('self').
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../context.js';
import { readTheme } from '../services/themes/themeCrud.js';
import { themePreviewPage } from '../render/themePreview.js';
import { contextOf } from './request-context.js';
import { idParam } from './parse.js';
import { sendPlayer } from './player.js';
import { Forbidden, NotFound, SignInRequired } from '../domain/errors.js';

/** Registers the preview page. */
export function registerThemePreview(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { id: string } }>('/themes/:id/preview', async (request, reply: FastifyReply) => {
    try {
      const { theme } = await readTheme(contextOf(services, request), idParam(request.params.id));
      return sendPlayer(reply, themePreviewPage(theme, services.config.publicUrl), 'preview', '', theme);
    } catch (error) {
      if (!(error instanceof NotFound || error instanceof Forbidden || error instanceof SignInRequired)) throw error;
      reply.code(404).callNotFound();
      return reply;
    }
  });
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const themePreviewRoutes = { name: 'theme-preview', register: registerThemePreview };
