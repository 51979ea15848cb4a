/** /api/v1 deck endpoints (SPEC §7 Decks, first slice): list, create, read, update (versioned), trash, recover, delete. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CreateDeckInput, UpdateDeckInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { presentDeck, presentDeckCard } from '../../presenters/deck.js';
import { createDeck } from '../../services/decks/createDeck.js';
import { listDecks } from '../../services/decks/listDecks.js';
import { firstSlides } from '../../services/decks/firstSlides.js';
import { kudosCounts } from '../../services/kudos/kudosCounts.js';
import { updateDeck } from '../../services/decks/updateDeck.js';
import { destroyDeck, setDeckLifecycle } from '../../services/decks/changeLifecycle.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput, withoutJson } from '../parse.js';
import { loadDeck, peekPublicDeck } from '../../services/decks/loadDeck.js';
import { deckDataBody, deckJsonBody } from '../../services/decks/deckBodies.js';
import { documentFromInput } from './deck-document.js';

const ListQuery = z.object({
  username: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  order: z.enum(['newest-first', 'oldest-first', 'updated']).optional(),
  lifecycle: z.enum(['active', 'trashed']).default('active'),
  tag: z.string().min(1).max(200).optional(),
});
/** Deck documents can be large (hundreds of slides); other bodies keep the global 1 MiB limit. */
export const DECK_BODY_LIMIT = 16 * 1024 * 1024;

type IdParams = { Params: { id: string } };

/** Registers deck routes under /api/v1. */
export function registerDeckApi(app: FastifyInstance, services: AppServices): void {

  app.get('/decks.json', async (request) => {
    const query = parseInput(ListQuery, request.query);
    const { owner, results, total } = await listDecks({ ctx: contextOf(services, request), query });
    const ids = results.map((deck) => deck.id);
    const [slides, kudos] = await Promise.all([firstSlides(services.db, ids), kudosCounts(services.db, ids)]);
    return {
      results: results.map((deck) => ({
        ...presentDeckCard(deck, owner, services.config.publicUrl), first_slide: slides.get(deck.id) ?? null, kudos_count: kudos.get(deck.id) ?? 0,
      })),
      total,
    };
  });

  app.post('/decks.json', { bodyLimit: DECK_BODY_LIMIT }, async (request, reply) => {
    const input = parseInput(CreateDeckInput, request.body, 'deck');
    const ctx = contextOf(services, request);
    const deck = await createDeck({ ctx, input: input.deck });
    return reply.code(201).send({ deck: presentDeck(deck, ctx.user!, services.config.publicUrl, { document: true, notes: true }) });
  });

  const sendJson = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

  // The hottest read (viewers, embeds): an anonymous reader of a cached deck is answered without a promise or query.
  app.get<IdParams>('/decks/:id', (request, reply) => {
    const ref = { id: idParam(request.params.id) };
    const hit = request.user || (request.query as { token?: unknown }).token ? undefined : peekPublicDeck(services.decks, ref);
    if (hit) return sendJson(reply, deckJsonBody(services, hit));
    return loadDeck({ ctx: contextOf(services, request), ref }).then((found) => sendJson(reply, deckJsonBody(services, found)));
  });

  app.get<{ Params: { username: string; slug: string } }>('/users/:username/decks/:slug', async (request, reply) => {
    const ref = { username: request.params.username, slug: withoutJson(request.params.slug) };
    return sendJson(reply, deckJsonBody(services, await loadDeck({ ctx: contextOf(services, request), ref, countView: true })));
  });

  // SPEC §7 deck reload: what a player needs to (re)build the slides, with the slides as sanitised reveal.js HTML.
  app.get<IdParams>('/decks/:id/data.json', async (request, reply) => {
    const found = await loadDeck({ ctx: contextOf(services, request), ref: { id: idParam(request.params.id) } });
    return sendJson(reply, deckDataBody(services, found));
  });

  app.get<IdParams>('/decks/:id/updated_at.json', async (request) => {
    const { deck } = await loadDeck({ ctx: contextOf(services, request), ref: { id: idParam(request.params.id) } });
    return { updated_at: deck.updatedAt.toISOString(), version: deck.version };
  });

  app.put<IdParams>('/decks/:id', { bodyLimit: DECK_BODY_LIMIT }, async (request) => {
    const input = parseInput(UpdateDeckInput, request.body, 'deck');
    const { version, data, document, ...fields } = input.deck;
    const ctx = contextOf(services, request);
    // Fidelity warnings: what reading slides HTML could not carry, so the editor can tell the user once.
    const content = documentFromInput({ data, document });
    const { deck, owner } = await updateDeck({ ctx, id: idParam(request.params.id), update: { fields, version, document: content.document } });
    return { deck: presentDeck(deck, owner, services.config.publicUrl, { document: true, notes: true }), warnings: content.warnings };
  });

  app.delete<IdParams>('/decks/:id', async (request) => {
    await destroyDeck({ ctx: contextOf(services, request), id: idParam(request.params.id) });
    return {};
  });

  for (const [action, lifecycle] of [['trash', 'trashed'], ['recover', 'active']] as const) {
    app.post<IdParams>(`/decks/:id/${action}.json`, async (request) => {
      const { deck, owner, notes } = await setDeckLifecycle({ ctx: contextOf(services, request), id: idParam(request.params.id), lifecycle });
      return { deck: presentDeck(deck, owner, services.config.publicUrl, { notes }) };
    });
  }
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const decksApi = { name: 'decks', register: registerDeckApi };
