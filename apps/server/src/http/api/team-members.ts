/**
 * /api/v1 team/users and team/invitations (SPEC §7; `/edit_members`), and the team logo upload (multipart field
 * `file`). Thin: parse, call a service, present. Every service checks the caller against the team first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  CreateInvitationInput, CreateMemberInput, LIMITS, MESSAGES, SEARCH, UPLOAD_RATE_LIMIT, UpdateMemberInput,
} from '@podium/shared';
import type { AppServices } from '../../context.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import { UploadTooLarge } from '../../storage/local.js';
import {
  createMember, listMembers, removeMember, setMemberActive, updateMemberRole, type MemberRow,
} from '../../services/teams/members.js';
import {
  createInvitation, deleteInvitation, listInvitations, resendInvitation,
} from '../../services/teams/invitations.js';
import { setTeamLogo } from '../../services/teams/teamLogo.js';
import { presentInvitation, presentMember, presentTeam } from '../../presenters/team.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { hostTeamOf } from './teams.js';

const ListQuery = z.object({
  q: z.string().max(SEARCH.maxTermLength * 5).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

type IdParams = { Params: { id: string } };

/** The id of the path ("12" or "12.json"), or 404. */
function idOf(request: FastifyRequest<IdParams>): number {
  return idParam(request.params.id);
}

const member = ({ user, membership }: MemberRow) => ({ user: presentMember(user, membership) });

/** Registers team/users and team/invitations under /api/v1. */
export function registerTeamMemberApi(app: FastifyInstance, services: AppServices): void {
  const scope = (request: FastifyRequest) => ({ ctx: contextOf(services, request), hostTeam: hostTeamOf(request) });

  const list = async (request: FastifyRequest) => {
    const { q, page } = parseInput(ListQuery, request.query);
    const { results, total } = await listMembers({ ...scope(request), q, page });
    return { results: results.map((row) => presentMember(row.user, row.membership)), total };
  };
  app.get('/team/users.json', list);
  app.get('/team/users/search.json', list);

  app.post('/team/users.json', async (request, reply) => {
    const input = parseInput(CreateMemberInput, request.body, 'user');
    return reply.code(201).send(member(await createMember({ ...scope(request), input: input.user })));
  });
  app.put<IdParams>('/team/users/:id', async (request) => {
    const input = parseInput(UpdateMemberInput, request.body, 'user');
    return member(await updateMemberRole({ ...scope(request), userId: idOf(request), role: input.user.role }));
  });
  app.delete<IdParams>('/team/users/:id', async (request, reply) => {
    await removeMember({ ...scope(request), userId: idOf(request) });
    return reply.code(204).send();
  });
  for (const action of ['deactivate', 'reactivate'] as const) {
    app.post<IdParams>(`/team/users/:id/${action}.json`, async (request) =>
      member(await setMemberActive({ ...scope(request), userId: idOf(request), active: action === 'reactivate' })));
  }

  app.get('/team/invitations.json', async (request) => {
    const rows = await listInvitations(scope(request));
    return { results: rows.map(presentInvitation), total: rows.length };
  });
  app.post('/team/invitations.json', async (request, reply) => {
    const input = parseInput(CreateInvitationInput, request.body, 'invitation');
    return reply.code(201).send({ invitation: presentInvitation(await createInvitation({ ...scope(request), input: input.invitation })) });
  });
  app.delete<IdParams>('/team/invitations/:id', async (request, reply) => {
    await deleteInvitation({ ...scope(request), id: idOf(request) });
    return reply.code(204).send();
  });
  app.post<IdParams>('/team/invitations/:id/resend.json', async (request) =>
    ({ invitation: presentInvitation(await resendInvitation({ ...scope(request), id: idOf(request) })) }));
}

/** POST /api/v1/team/logo.json: multipart in its own scope (the plugin hooks every route of its scope). */
export async function registerTeamLogoUpload(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: LIMITS.imageUploadBytes, files: 1, fields: 5 } });
    upload.post('/api/v1/team/logo.json', {
      config: {
        rateLimit: {
          max: UPLOAD_RATE_LIMIT.requests, timeWindow: UPLOAD_RATE_LIMIT.windowMs, hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
        },
      },
    }, async (request) => {
      if (!request.user) throw new SignInRequired();
      if (!request.isMultipart()) throw Invalid.field('file', MESSAGES.imageMissing);
      const file = await request.file();
      if (!file) throw Invalid.field('file', MESSAGES.imageMissing);
      let staged;
      try {
        staged = await services.storage.stage(file.file, LIMITS.imageUploadBytes);
      } catch (error) {
        if (error instanceof UploadTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new LimitReached(MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), 'size');
        }
        throw error;
      }
      const team = await setTeamLogo({ ctx: contextOf(services, request), hostTeam: hostTeamOf(request), staged });
      return { team: presentTeam(team, services.config) };
    });
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const teamMembersApi = { name: 'team-members', register: registerTeamMemberApi };

/** These routes, registered on the app (listed in http/routes.ts). */
export const teamLogoUploadRoutes = { name: 'team-logo-upload', register: registerTeamLogoUpload };
