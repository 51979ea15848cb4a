/**
 * /api/v1/explore.json?section=featured|popular|recent&page=n: public decks as cards for /explore; and
 * /api/v1/decks/{id}/related.json: `{by_author, similar}` cards under a deck's show page.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import { EXPLORE_SECTIONS, listExplore } from '../../services/explore/listExplore.js';
import { firstSlides } from '../../services/decks/firstSlides.js';
import { kudosCounts } from '../../services/kudos/kudosCounts.js';
import { presentDeckCard } from '../../presenters/deck.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { loadDeck } from '../../services/decks/loadDeck.js';
import { relatedDecks } from '../../services/explore/relatedDecks.js';
import type { CardOwner } from '../../infra/sql/deckCardSql.js';
import type { DeckCardRow } from '../../services/decks/listDecks.js';

type IdParams = { Params: { id: string } };

const ExploreQuery = z.object({
  section: z.enum(EXPLORE_SECTIONS).default('recent'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

/** Registers the explore route under /api/v1. */
export function registerExploreApi(app: FastifyInstance, services: AppServices): void {
  /** Cards with their first slide (the card preview when there is no thumbnail) and their kudos count. */
  const cards = async (rows: Array<{ deck: DeckCardRow; owner: CardOwner }>) => {
    const ids = rows.map(({ deck }) => deck.id);
    const [slides, kudos] = await Promise.all([firstSlides(services.db, ids), kudosCounts(services.db, ids)]);
    return rows.map(({ deck, owner }) => ({
      ...presentDeckCard(deck, owner, services.config.publicUrl),
      first_slide: slides.get(deck.id) ?? null,
      kudos_count: kudos.get(deck.id) ?? 0,
    }));
  };

  app.get('/explore.json', async (request) => {
    const query = parseInput(ExploreQuery, request.query);
    const { results, total } = await listExplore({ ctx: contextOf(services, request), ...query });
    return { results: await cards(results), total };
  });

  app.get<IdParams>('/decks/:id/related.json', async (request) => {
    const ctx = contextOf(services, request);
    const found = await loadDeck({ ctx, ref: { id: idParam(request.params.id) } });
    const { byAuthor, similar } = await relatedDecks(ctx, found);
    return { by_author: await cards(byAuthor), similar: await cards(similar) };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const exploreApi = { name: 'explore', register: registerExploreApi };
