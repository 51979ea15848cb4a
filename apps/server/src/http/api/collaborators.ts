/**
 * /api/v1 deck users (SPEC §7 Deck users: list, read, invite, update, delete, become_editor, update_last_seen_at,
 * leave_deck), make_collaborative, decks shared with me, and accepting an e-mailed invitation.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InviteDeckUserInput, UpdateDeckUserInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { presentDeckCard } from '../../presenters/deck.js';
import { firstSlides } from '../../services/decks/firstSlides.js';
import { kudosCounts } from '../../services/kudos/kudosCounts.js';
import { presentDeckUser } from '../../presenters/deckUser.js';
import { inviteDeckUser } from '../../services/collaborators/inviteDeckUser.js';
import { listDeckUsers, readDeckUser, removeDeckUser, updateDeckUser } from '../../services/collaborators/manageDeckUsers.js';
import { becomeEditor, leaveDeck, makeCollaborative, updateLastSeenAt } from '../../services/collaborators/selfActions.js';
import { acceptInvitation } from '../../services/collaborators/invitations.js';
import { listSharedWithMe } from '../../services/collaborators/sharedWithMe.js';
import type { DeckUserRow } from '../../db/schema.js';

type IdParams = { Params: { id: string } };
type KeyParams = { Params: { id: string; key: string } };
const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1) });

/** Registers the collaborator routes under /api/v1. */
export function registerCollaboratorApi(app: FastifyInstance, services: AppServices): void {
  const own = (row: DeckUserRow | null) => ({ deck_user: row ? presentDeckUser({ row, user: null }, false) : null });

  app.get('/decks/shared_with_me.json', async (request) => {
    const { page } = parseInput(PageQuery, request.query);
    const { results, total } = await listSharedWithMe({ ctx: contextOf(services, request), page });
    const ids = results.map(({ deck }) => deck.id);
    const [slides, kudos] = await Promise.all([firstSlides(services.db, ids), kudosCounts(services.db, ids)]);
    return {
      results: results.map(({ deck, owner, role }) => ({
        ...presentDeckCard(deck, owner, services.config.publicUrl), first_slide: slides.get(deck.id) ?? null,
        kudos_count: kudos.get(deck.id) ?? 0, role,
      })),
      total,
    };
  });

  app.get<IdParams>('/decks/:id/users.json', async (request) => {
    const { rows, manager } = await listDeckUsers({ ctx: contextOf(services, request), deckId: idParam(request.params.id) });
    return { results: rows.map((row) => presentDeckUser(row, manager)), total: rows.length, can_manage: manager };
  });

  app.post<IdParams>('/decks/:id/users.json', async (request, reply) => {
    const input = parseInput(InviteDeckUserInput, request.body, 'deck_user');
    const created = await inviteDeckUser({ ctx: contextOf(services, request), deckId: idParam(request.params.id), input: input.deck_user });
    return reply.code(201).send({ deck_user: presentDeckUser(created, true) });
  });

  // The actor's own presence and membership: static segments, matched before /users/:key.
  app.post<IdParams>('/decks/:id/users/become_editor.json', async (request) =>
    own(await becomeEditor({ ctx: contextOf(services, request), deckId: idParam(request.params.id) })));
  for (const method of ['POST', 'PUT'] as const) {
    app.route<IdParams>({
      method, url: '/decks/:id/users/update_last_seen_at.json',
      handler: async (request) => own(await updateLastSeenAt({ ctx: contextOf(services, request), deckId: idParam(request.params.id) })),
    });
  }
  for (const method of ['POST', 'DELETE'] as const) {
    app.route<IdParams>({
      method, url: '/decks/:id/users/leave_deck.json',
      handler: async (request) => {
        await leaveDeck({ ctx: contextOf(services, request), deckId: idParam(request.params.id) });
        return {};
      },
    });
  }

  app.get<KeyParams>('/decks/:id/users/:key', async (request) => {
    const { found, manager } = await readDeckUser({ ctx: contextOf(services, request), deckId: idParam(request.params.id), key: request.params.key });
    return { deck_user: presentDeckUser(found, manager) };
  });

  app.put<KeyParams>('/decks/:id/users/:key', async (request) => {
    const input = parseInput(UpdateDeckUserInput, request.body, 'deck_user');
    const updated = await updateDeckUser({
      ctx: contextOf(services, request), deckId: idParam(request.params.id), key: request.params.key, role: input.deck_user.role,
    });
    return { deck_user: presentDeckUser(updated, true) };
  });

  app.delete<KeyParams>('/decks/:id/users/:key', async (request) => {
    await removeDeckUser({ ctx: contextOf(services, request), deckId: idParam(request.params.id), key: request.params.key });
    return {};
  });

  for (const path of ['/decks/:id/make_collaborative', '/decks/:id/make_collaborative.json']) {
    app.post<IdParams>(path, async (request) => ({
      deck: await makeCollaborative({ ctx: contextOf(services, request), deckId: idParam(request.params.id) }),
    }));
  }

  app.post<{ Params: { token: string } }>('/deck_invitations/:token/accept.json', async (request) => {
    const token = z.string().min(10).max(200).safeParse(request.params.token);
    const accepted = await acceptInvitation({ ctx: contextOf(services, request), token: token.success ? token.data : '' });
    return { deck: { id: accepted.deckId, path: accepted.path } };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const collaboratorsApi = { name: 'collaborators', register: registerCollaboratorApi };
