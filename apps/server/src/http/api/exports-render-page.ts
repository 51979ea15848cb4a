/**
 * The print view the export renderer loads: GET /render/decks/{id}/print?token=…&print-pdf. A signed render token
 * (render/renderToken.ts), not a session, lets it in; the page is the player (same render() and reveal.js) in its
 * sandbox, with the export's margin 0 (SPEC §9) and notes only when the export asked for them.
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.js';
import { idParam } from '../parse.js';
import { NotFound } from '../../domain/errors.js';
import { verifyRenderToken } from '../../render/renderToken.js';
import { playerPage } from '../../render/playerPage.js';
import { sendPlayer } from '../player.js';
import { deckThemeOf } from '../../services/themes/deckThemeOf.js';
import { EXPORT_DEFAULTS } from '@podium/shared';
import { loadDocument } from '@podium/deck';
import { withLastPollResults } from '../../services/audience/lastPollResults.js';
import { withVideoPosters } from '../../services/media/videoPosters.js';

/** Registers the render page (outside /api: it is a page). */
export function registerExportRenderPage(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/render/decks/:id/print', async (request, reply) => {
    const id = idParam(request.params.id);
    const grant = verifyRenderToken(services.config.sessionSecret, request.query.token ?? '', id);
    if (!grant) throw new NotFound();
    const found = await services.decks.get(id);
    if (!found) throw new NotFound();
    const html = playerPage({
      deck: { ...found.deck, margin: EXPORT_DEFAULTS.margin }, owner: found.owner, publicUrl: services.config.publicUrl,
      mode: 'fullscreen', notes: grant.notes, controls: grant.controls,
      // Poll blocks show how the audience voted in the latest live session that ran them (as in the PowerPoint export);
      // uploaded videos print as their poster frame (player/printVideos.ts), one the media pipeline took if none is set.
      document: await withVideoPosters(services.db, await withLastPollResults(services.db, id, loadDocument(found.deck.document))),
      // Exports carry the theme's look; its script stays in the live player (a PDF page is not an app).
      theme: await deckThemeOf(services.db, found.deck), themeScript: false,
    });
    return sendPlayer(reply, html, 'fullscreen');
  });
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const exportRenderPageRoutes = { name: 'export-render-page', register: registerExportRenderPage };
