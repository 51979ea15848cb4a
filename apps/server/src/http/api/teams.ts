/**
 * /api/v1 team calls (SPEC §7 Team): teams.json (sign-up and "my teams"), team.json, lookup,
 * remove_logo, team/search, team/decks, and the invitation link's own calls. Thin: parse, call a service, present.
 * The team is the team host's (request.teamHost) or, on the main host, the caller's own; services/teams/teamScope.ts
 * decides who may touch it. Members and invitations are in team-members.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CreateTeamInput, SEARCH, UpdateTeamInput, normalizeSlug } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { eq } from 'drizzle-orm';
import { users, type TeamRow } from '../../db/schema.js';
import { SignInRequired } from '../../domain/errors.js';
import { createTeam } from '../../services/teams/createTeam.js';
import { createSessionHandoff } from '../../auth/sessionHandoffs.js';
import { isTeamSlugTaken, updateTeam } from '../../services/teams/updateTeam.js';
import { removeTeamLogo } from '../../services/teams/teamLogo.js';
import { teamSlugTaken } from '../../services/teams/teamFields.js';
import { teamScope, teamUrlOf } from '../../services/teams/teamScope.js';
import { listTeamDecks, searchTeam } from '../../services/teams/teamDecks.js';
import { acceptInvitation, showInvitation } from '../../services/teams/invitations.js';
import { viewOfUser } from '../../services/users/findUser.js';
import { presentMember, presentTeam } from '../../presenters/team.js';
import { presentDeckCard } from '../../presenters/deck.js';
import { presentSearchHit } from '../../presenters/search.js';
import { contextOf } from '../request-context.js';
import { parseInput, withoutJson } from '../parse.js';
import { presentSelf } from '../present-self.js';

/** Stands for the slug in /teams/host.json's template. */
const TEAM_SLUG_PLACEHOLDER = 'team-slug';

const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10000).default(1) });
const SearchQuery = z.object({ q: z.string().max(SEARCH.maxTermLength * 5).default('') });
const LookupQuery = z.object({ id: z.string().max(200).default('') });

/** The team the request's host names (null on the main host). */
export const hostTeamOf = (request: FastifyRequest): TeamRow | null => request.teamHost?.team ?? null;

/** Registers the team routes under /api/v1. */
export function registerTeamApi(app: FastifyInstance, services: AppServices): void {
  const team = (row: TeamRow) => ({ team: presentTeam(row, services.config) });

  app.post('/teams.json', async (request, reply) => {
    const input = parseInput(CreateTeamInput, request.body);
    const ctx = contextOf(services, request);
    const created = await createTeam({ ctx, input });
    const [fresh] = await services.db.select().from(users).where(eq(users.id, ctx.user!.id));
    // Sessions are per host: a one-time link signs the owner in on the team's address, where the team lives.
    const handoff = await createSessionHandoff(services.db, fresh!.id, created.id);
    const handoffUrl = `${teamUrlOf(services.config, created.slug)}/users/handoff?token=${handoff}`;
    return reply.code(201).send({ ...team(created), user: await presentSelf(services, fresh!), handoff_url: handoffUrl });
  });

  app.get('/teams.json', async (request) => {
    if (!request.user) throw new SignInRequired();
    const view = await viewOfUser(services.db, request.user);
    const mine = view.team && view.membership?.status === 'active' ? [view.team] : [];
    return { results: mine.map((row) => ({ ...presentTeam(row, services.config), role: view.membership!.role })), total: mine.length };
  });

  // Where a slug would put a team (`{scheme}://{slug}.{APP_HOST}:{port}`), for the sign-up form's address preview.
  app.get('/teams/host.json', async () => ({ url_template: teamUrlOf(services.config, TEAM_SLUG_PLACEHOLDER) }));

  // Team sign-up's live availability check (SPEC §5: 204 taken, 404 free), for anyone.
  app.get('/teams/lookup.json', async (request, reply) => {
    const { id } = parseInput(LookupQuery, request.query);
    return (await teamSlugTaken(services.db, normalizeSlug(id))) ? reply.code(204).send() : reply.code(404).send({ error: 'free' });
  });

  app.get('/team.json', async (request) => {
    const { team: row, viewer } = await teamScope(contextOf(services, request), hostTeamOf(request), 'read');
    return { ...team(row), role: viewer.membership!.role };
  });

  app.put('/team.json', async (request) => {
    const input = parseInput(UpdateTeamInput, request.body, 'team');
    return team(await updateTeam({ ctx: contextOf(services, request), hostTeam: hostTeamOf(request), input: input.team }));
  });

  // SPEC §5 availability: 204 taken, 404 free.
  app.get('/team/lookup.json', async (request, reply) => {
    const { id } = parseInput(LookupQuery, request.query);
    const taken = await isTeamSlugTaken({ ctx: contextOf(services, request), hostTeam: hostTeamOf(request), slug: id });
    return taken ? reply.code(204).send() : reply.code(404).send({ error: 'free' });
  });

  app.delete('/team/remove_logo.json', async (request) => team(await removeTeamLogo({ ctx: contextOf(services, request), hostTeam: hostTeamOf(request) })));

  app.get('/team/decks.json', async (request) => {
    const { page } = parseInput(PageQuery, request.query);
    const { results, total } = await listTeamDecks({ ctx: contextOf(services, request), hostTeam: hostTeamOf(request), page });
    return { results: results.map(({ deck, owner }) => presentDeckCard(deck, owner, services.config.publicUrl)), total };
  });

  app.get('/team/search.json', async (request) => {
    const { q } = parseInput(SearchQuery, request.query);
    const ctx = contextOf(services, request);
    const found = await searchTeam({ ctx, hostTeam: hostTeamOf(request), q });
    return {
      decks: found.decks.map((hit) => presentSearchHit(hit, services.config.publicUrl)),
      total: found.total,
      members: found.members.map(({ user, membership }) => {
        const { email: _email, ...member } = presentMember(user, membership);
        return member;
      }),
    };
  });

  // The invitation link (SPEC §2 invitation show): anyone holding it may read it; the invitee accepts it signed in.
  app.get<{ Params: { token: string } }>('/invitations/:token', async (request) => ({
    invitation: await showInvitation({ ctx: contextOf(services, request), token: withoutJson(request.params.token) }),
  }));
  app.post<{ Params: { token: string } }>('/invitations/:token/accept.json', async (request) => {
    const ctx = contextOf(services, request);
    const { member, team: joined } = await acceptInvitation({ ctx, token: request.params.token });
    return { ...team(joined), user: await presentSelf(services, member.user) };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const teamsApi = { name: 'teams', register: registerTeamApi };
