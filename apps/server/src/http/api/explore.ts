/** /api/v1/explore.json?section=featured|popular|recent&page=n: public decks as cards for /explore. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import { EXPLORE_SECTIONS, listExplore } from '../../services/explore/listExplore.js';
import { firstSlides } from '../../services/decks/firstSlides.js';
import { kudosCounts } from '../../services/kudos/kudosCounts.js';
import { presentDeckCard } from '../../presenters/deck.js';
import { contextOf } from '../request-context.js';
import { parseInput } from '../parse.js';

const ExploreQuery = z.object({
  section: z.enum(EXPLORE_SECTIONS).default('recent'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

/** Registers the explore route under /api/v1. */
export function registerExploreApi(app: FastifyInstance, services: AppServices): void {
  app.get('/explore.json', async (request) => {
    const query = parseInput(ExploreQuery, request.query);
    const { results, total } = await listExplore({ ctx: contextOf(services, request), ...query });
    const ids = results.map(({ deck }) => deck.id);
    const [slides, kudos] = await Promise.all([firstSlides(services.db, ids), kudosCounts(services.db, ids)]);
    return {
      results: results.map(({ deck, owner }) => ({
        ...presentDeckCard(deck, owner, services.config.publicUrl), first_slide: slides.get(deck.id) ?? null, kudos_count: kudos.get(deck.id) ?? 0,
      })),
      total,
    };
  });
}
