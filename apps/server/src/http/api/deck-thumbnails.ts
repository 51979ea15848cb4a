/** POST /decks/{id}/thumbnails.json (SPEC §7): queue a fresh thumbnail of the deck's first slide now (editors only). */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam } from '../parse.js';
import { requestThumbnail } from '../../services/decks/requestThumbnail.js';

/** Registers the route under /api/v1. */
export function registerDeckThumbnailApi(app: FastifyInstance, services: AppServices): void {
  app.post<{ Params: { id: string } }>('/decks/:id/thumbnails.json', async (request, reply) => {
    const job = await requestThumbnail({ ctx: contextOf(services, request), id: idParam(request.params.id) });
    return reply.code(202).send({ queued: true, job_id: job });
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const deckThumbnailsApi = { name: 'deck-thumbnails', register: registerDeckThumbnailApi };
