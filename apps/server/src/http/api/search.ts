/** /api/v1/search.json (SPEC §7): decks the caller may find, a page at a time. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SEARCH } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { searchDecks } from '../../services/search/searchDecks.js';
import { presentSearchHit } from '../../presenters/search.js';
import { contextOf } from '../request-context.js';
import { parseInput } from '../parse.js';

const SearchQuery = z.object({
  q: z.string().max(SEARCH.maxTermLength * 5).default(''),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

/** Registers the search route under /api/v1. */
export function registerSearchApi(app: FastifyInstance, services: AppServices): void {
  app.get('/search.json', async (request) => {
    const { q, page } = parseInput(SearchQuery, request.query);
    const { results, total } = await searchDecks({ ctx: contextOf(services, request), term: q, page });
    return { results: results.map((hit) => presentSearchHit(hit, services.config.publicUrl)), total };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const searchApi = { name: 'search', register: registerSearchApi };
