/** /api/v1 kudos (SPEC §7: POST kudos/kudo, DELETE kudos/unkudo) → `{kudos: {count, given}}`, and the show page's read. */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.js';
import { kudosOfDeck, setKudo } from '../../services/kudos/kudos.js';
import { contextOf } from '../request-context.js';
import { idParam } from '../parse.js';

type IdParams = { Params: { id: string } };

/** Registers kudos routes under /api/v1. */
export function registerKudosApi(app: FastifyInstance, services: AppServices): void {
  app.get<IdParams>('/decks/:id/kudos.json', async (request) => ({
    kudos: await kudosOfDeck(contextOf(services, request), idParam(request.params.id)),
  }));

  app.post<IdParams>('/decks/:id/kudos/kudo.json', async (request) => ({
    kudos: await setKudo(contextOf(services, request), idParam(request.params.id), true),
  }));

  app.delete<IdParams>('/decks/:id/kudos/unkudo.json', async (request) => ({
    kudos: await setKudo(contextOf(services, request), idParam(request.params.id), false),
  }));
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const kudosApi = { name: 'kudos', register: registerKudosApi };
