/**
 * Sandboxed player pages for live presenting (the same reveal.js player as /fullscreen, with its sandbox CSP):
 * the presenter's (with speaker notes, present role only), a speaker link's (with notes, for the phone) and the
 * audience's (notes only when the deck shares them). Live pages on the app origin frame these and drive them
 * through reveal.js's postMessage API; no live code runs next to user content. The presenter's player shows reveal.js's
 * controls as /fullscreen does, unless the presenter turned "Presentation controls" (present_controls) off; the
 * followers' players have none (they follow the presenter).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../context.js';
import { streamAccess } from '../services/live/streamAccess.js';
import { sendPlayer } from './player.js';
import { playerPage } from '../render/playerPage.js';
import type { StreamAccess } from '../services/live/streamAccess.js';

import { Forbidden, NotFound } from '../domain/errors.js';
import { idParam } from './parse.js';
import { contextOf } from './request-context.js';
import { deckThemeOf } from '../services/themes/deckThemeOf.js';
import { loadUserSettings } from '../services/users/userSettings.js';
import { PRESENTATION } from '@podium/shared';

/** Registers the live player routes. */
export function registerLivePlayer(app: FastifyInstance, services: AppServices): void {
  /** Sends the player, or the app's 404 page when access is refused (the same answer as for a missing deck). */
  const player = async (reply: FastifyReply, load: () => Promise<{ access: StreamAccess; notes: boolean; controls?: boolean } | null>) => {
    try {
      const found = await load();
      if (!found) throw new NotFound();
      const { deck, owner } = found.access;
      const theme = await deckThemeOf(services.db, deck);
      const page = playerPage({ deck, owner, publicUrl: services.config.publicUrl, mode: 'fullscreen', notes: found.notes, controls: found.controls ?? false, theme });
      return sendPlayer(reply, page, 'fullscreen', '', theme);
    } catch (error) {
      if (!(error instanceof NotFound) && !(error instanceof Forbidden)) throw error;
      // The not-found handler draws the app's page and keeps the status it is given.
      reply.code(404).callNotFound();
      return reply;
    }
  };

  app.get<{ Params: { username: string; slug: string } }>('/:username/:slug/live/player', (request, reply) =>
    player(reply, async () => {
      const ctx = contextOf(services, request);
      const access = await streamAccess({ ctx, deck: request.params });
      if (access.role !== 'presenter') return null;
      const controls = ctx.user ? (await loadUserSettings(services.db, ctx.user.id)).present_controls : PRESENTATION.controls;
      return { access, notes: true, controls };
    }));

  app.get<{ Params: { id: string } }>('/d/:id/live/player', (request, reply) =>
    player(reply, async () => {
      const access = await streamAccess({ ctx: contextOf(services, request), deck: { id: idParam(request.params.id) } });
      return { access, notes: access.deck.shareNotes };
    }));

  app.get<{ Params: { id: string; token: string } }>('/d/:id/speaker/:token/player', (request, reply) =>
    player(reply, async () => {
      const access = await streamAccess({
        ctx: { ...contextOf(services, request), user: null }, deck: { id: idParam(request.params.id) }, speakerToken: request.params.token,
      });
      return { access, notes: true };
    }));
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const livePlayerRoutes = { name: 'live-player', register: registerLivePlayer };
