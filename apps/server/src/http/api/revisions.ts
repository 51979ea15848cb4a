/**
 * /api/v1 revisions and fork (SPEC §7 "GET revisions; POST revisions/{rev}/restore", "POST fork"):
 * list, one revision with its changed slides, name the current version, record it now (leaving the editor), restore,
 * and fork → `{deck: {slug}}`.
 */
import type { FastifyInstance } from 'fastify';
import { NameVersionInput, RestoreRevisionInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { presentDeck } from '../../presenters/deck.js';
import { listRevisions } from '../../services/revisions/listRevisions.js';
import { revisionDetail } from '../../services/revisions/revisionChanges.js';
import { nameVersion, settleRevision } from '../../services/revisions/nameVersion.js';
import { restoreRevision } from '../../services/revisions/restoreRevision.js';
import { forkDeck } from '../../services/decks/forkDeck.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';

type IdParams = { Params: { id: string } };
type RevisionParams = { Params: { id: string; rev: string } };

/** Registers revision and fork routes under /api/v1. */
export function registerRevisionApi(app: FastifyInstance, services: AppServices): void {
  app.get<IdParams>('/decks/:id/revisions.json', async (request) =>
    listRevisions({ ctx: contextOf(services, request), id: idParam(request.params.id) }));

  app.post<IdParams>('/decks/:id/revisions.json', async (request, reply) => {
    const input = parseInput(NameVersionInput, request.body, 'revision');
    const revision = await nameVersion({ ctx: contextOf(services, request), id: idParam(request.params.id), name: input.revision.name });
    return reply.code(201).send({ revision });
  });

  app.post<IdParams>('/decks/:id/revisions/settle.json', async (request) =>
    ({ revision: await settleRevision({ ctx: contextOf(services, request), id: idParam(request.params.id) }) }));

  app.get<RevisionParams>('/decks/:id/revisions/:rev', async (request) =>
    revisionDetail({ ctx: contextOf(services, request), id: idParam(request.params.id), revisionId: idParam(request.params.rev) }));

  app.post<RevisionParams>('/decks/:id/revisions/:rev/restore.json', async (request) => {
    const input = parseInput(RestoreRevisionInput, request.body);
    const ctx = contextOf(services, request);
    const { deck, owner } = await restoreRevision({ ctx, id: idParam(request.params.id), revisionId: idParam(request.params.rev), version: input.version });
    return { deck: presentDeck(deck, owner, services.config.publicUrl, { document: true, notes: true }) };
  });

  app.post<IdParams>('/decks/:id/fork.json', async (request, reply) => {
    const ctx = contextOf(services, request);
    const deck = await forkDeck({ ctx, id: idParam(request.params.id) });
    return reply.code(201).send({ deck: { id: deck.id, slug: deck.slug, title: deck.title, user: { username: ctx.user!.username } } });
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const revisionsApi = { name: 'revisions', register: registerRevisionApi };
