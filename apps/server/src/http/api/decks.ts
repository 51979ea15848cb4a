/** /api/v1 deck endpoints (SPEC §7 Decks, first slice): list, create, read, update (versioned), trash, recover, delete. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { assertDeckAction, deckRoleFor, type DeckWithOwner } from '../../auth/policies.js';
import { z } from 'zod';
import { CreateDeckInput, UpdateDeckInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { presentDeck, presentDeckCard } from '../../presenters/deck.js';
import { createDeck } from '../../services/decks/createDeck.js';
import { listDecks } from '../../services/decks/listDecks.js';
import { readDeck } from '../../services/decks/readDeck.js';
import { updateDeck } from '../../services/decks/updateDeck.js';
import { destroyDeck, setDeckLifecycle } from '../../services/decks/changeLifecycle.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { documentFromInput } from './deck-document.js';
import { findDeckId } from '../../services/decks/findDeckId.js';
import { render, type DeckDocument } from '@podium/deck';
import { serverSanitizer } from '../../render/sanitizer.js';
import { NotFound } from '../../domain/errors.js';

const ListQuery = z.object({
  username: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  order: z.enum(['newest-first', 'oldest-first', 'updated']).optional(),
  lifecycle: z.enum(['active', 'trashed']).default('active'),
});
/** Deck documents can be large (hundreds of slides); other bodies keep the global 1 MiB limit. */
export const DECK_BODY_LIMIT = 16 * 1024 * 1024;

type IdParams = { Params: { id: string } };

/** Registers deck routes under /api/v1. */
export function registerDeckApi(app: FastifyInstance, services: AppServices): void {
  const { publicUrl } = services.config;

  app.get('/decks.json', async (request) => {
    const query = parseInput(ListQuery, request.query);
    const { owner, results, total } = await listDecks({ ctx: contextOf(services, request), query });
    return { results: results.map((deck) => presentDeckCard(deck, owner, publicUrl)), total };
  });

  app.post('/decks.json', { bodyLimit: DECK_BODY_LIMIT }, async (request, reply) => {
    const input = parseInput(CreateDeckInput, request.body, 'deck');
    const ctx = contextOf(services, request);
    const deck = await createDeck({ ctx, input: input.deck });
    return reply.code(201).send({ deck: presentDeck(deck, ctx.user!, publicUrl, { document: true }) });
  });

  /** Sends the full deck JSON, serialised once per deck version while cached. */
  const sendDeck = (reply: FastifyReply, found: DeckWithOwner) => {
    const body = services.decks.body(found, 'full', () => JSON.stringify({ deck: presentDeck(found.deck, found.owner, publicUrl, { document: true }) }));
    reply.type('application/json; charset=utf-8').send(body);
  };

  // The hottest read (viewers, embeds): an anonymous reader of a cached deck is answered without a promise or query.
  app.get<IdParams>('/decks/:id', (request, reply) => {
    const id = idParam(request.params.id);
    const cached = request.user || (request.query as { token?: unknown }).token ? undefined : services.decks.peek(id);
    if (cached) {
      assertDeckAction(deckRoleFor(null, cached), 'read');
      return sendDeck(reply, cached);
    }
    return readDeck({ ctx: contextOf(services, request), id }).then((found) => sendDeck(reply, found));
  });

  app.get<{ Params: { username: string; slug: string } }>('/users/:username/decks/:slug', async (request, reply) => {
    const id = await findDeckId(services.db, request.params.username, request.params.slug.replace(/\.json$/, ''));
    if (!id) throw new NotFound();
    sendDeck(reply, await readDeck({ ctx: contextOf(services, request), id, countView: true }));
  });

  // SPEC §7 deck reload: what a player needs to (re)build the slides, with the slides as sanitised reveal.js HTML.
  app.get<IdParams>('/decks/:id/data.json', async (request, reply) => {
    const found = await readDeck({ ctx: contextOf(services, request), id: idParam(request.params.id) });
    const { deck } = found;
    const body = services.decks.body(found, 'data', () => JSON.stringify({
      width: deck.width, height: deck.height, theme_color: deck.themeColor, theme_font: deck.themeFont,
      transition: deck.transition, notes: deck.notes, css_output: deck.cssOutput, version: deck.version,
      data: render(deck.document as DeckDocument, { sanitize: serverSanitizer() }),
    }));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<IdParams>('/decks/:id/updated_at.json', async (request) => {
    const { deck } = await readDeck({ ctx: contextOf(services, request), id: idParam(request.params.id) });
    return { updated_at: deck.updatedAt.toISOString(), version: deck.version };
  });

  app.put<IdParams>('/decks/:id', { bodyLimit: DECK_BODY_LIMIT }, async (request) => {
    const input = parseInput(UpdateDeckInput, request.body, 'deck');
    const { version, data, document, ...fields } = input.deck;
    const ctx = contextOf(services, request);
    const saved = await updateDeck({
      ctx, id: idParam(request.params.id), update: { fields, version, document: documentFromInput({ data, document }) },
    });
    const { owner } = await readDeck({ ctx, id: saved.id });
    return { deck: presentDeck(saved, owner, publicUrl, { document: true }) };
  });

  app.delete<IdParams>('/decks/:id', async (request) => {
    await destroyDeck({ ctx: contextOf(services, request), id: idParam(request.params.id) });
    return {};
  });

  for (const [action, lifecycle] of [['trash', 'trashed'], ['recover', 'active']] as const) {
    app.post<IdParams>(`/decks/:id/${action}.json`, async (request) => {
      const ctx = contextOf(services, request);
      const deck = await setDeckLifecycle({ ctx, id: idParam(request.params.id), lifecycle });
      const { owner } = await readDeck({ ctx, id: deck.id });
      return { deck: presentDeck(deck, owner, publicUrl) };
    });
  }
}
