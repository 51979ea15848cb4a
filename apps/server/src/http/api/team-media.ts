/**
 * The team library (SPEC §7 team/media and team/tags CRUD, add_media, remove_media) on the team host, or on the main
 * host for the caller's own team: the user library's services (media-library.ts, tags.ts) run with the team's library
 * (services/media/library.ts), and auth/policies.ts decides what each member may do. Uploads are in http/media.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TagMediaInput, UpdateMediaInput, type MediaJson } from '@podium/shared';
import type { AppServices } from '../../context.js';
import type { MediaRow } from '../../db/schema.js';
import { can } from '../../auth/policies.js';
import { presentMedium, presentUploader } from '../../presenters/media.js';
import { presentTag } from '../../presenters/tag.js';
import { teamLibrary, type Library } from '../../services/media/library.js';
import { listMedia, listMediaTags } from '../../services/media/listMedia.js';
import { loadMedium, uploadersOf, withParts } from '../../services/media/loadMedium.js';
import { updateMedium } from '../../services/media/updateMedium.js';
import { deleteMedium } from '../../services/media/deleteMedium.js';
import { tagMedia } from '../../services/media/tagMedia.js';
import { createTag, deleteTag, listTags, renameTag } from '../../services/tags/tagCrud.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { hostTeamOf } from './teams.js';
import { mediaListQuery } from './media-library.js';

// Team tags label team media: `tag_type` may be left out, and anything but media is refused.
const CreateTagInput = z.object({ tag: z.object({ name: z.string().max(1000), tag_type: z.literal('media').default('media') }) });
const RenameTagInput = z.object({ tag: z.object({ name: z.string().max(1000) }) });

type IdParams = { Params: { id: string } };

/** API JSON for team media: the medium, who uploaded it and whether the caller may change it. */
export async function presentTeamMedia(services: AppServices, request: FastifyRequest, library: Library, rows: MediaRow[]): Promise<MediaJson[]> {
  const ctx = contextOf(services, request);
  const parts = await withParts(ctx, rows);
  const uploaders = await uploadersOf(ctx, rows);
  return parts.map((medium) => {
    const uploader = uploaders.get(medium.row.userId);
    return {
      ...presentMedium(medium),
      ...(uploader ? { uploader: presentUploader(uploader) } : {}),
      can_edit: can(library.viewer, 'edit', { kind: 'library', owner: library.owner, uploaderId: medium.row.userId }),
    };
  });
}

/** Registers team/media and team/tags under /api/v1. */
export function registerTeamMediaApi(app: FastifyInstance, services: AppServices): void {
  const url = services.config.publicUrl;
  const scope = async (request: FastifyRequest) => {
    const ctx = contextOf(services, request);
    return { ctx, library: await teamLibrary(ctx, hostTeamOf(request)) };
  };
  const one = async (request: FastifyRequest, library: Library, row: MediaRow) =>
    ({ media: (await presentTeamMedia(services, request, library, [row]))[0]! });

  app.get('/team/media.json', async (request) => {
    const { ctx, library } = await scope(request);
    const { results, total } = await listMedia({ ctx, library, query: mediaListQuery(request.query) });
    return {
      results: await presentTeamMedia(services, request, library, results.map((m) => m.row)),
      total,
      tags: await listMediaTags({ ctx, library }),
      can_manage_tags: can(library.viewer, 'manage_tags', { kind: 'library', owner: library.owner }),
    };
  });

  app.get<IdParams>('/team/media/:id', async (request) => {
    const { ctx, library } = await scope(request);
    return one(request, library, await loadMedium({ ctx, library, id: idParam(request.params.id) }));
  });

  app.put<IdParams>('/team/media/:id', async (request) => {
    const { ctx, library } = await scope(request);
    const input = parseInput(UpdateMediaInput, request.body, 'media');
    return one(request, library, await updateMedium({ ctx, library, id: idParam(request.params.id), label: input.media.label }));
  });

  app.delete<IdParams & { Querystring: { force?: string } }>('/team/media/:id', async (request) => {
    const { ctx, library } = await scope(request);
    await deleteMedium({ ctx, library, id: idParam(request.params.id), force: request.query.force === 'true' });
    return { deleted: true };
  });

  app.get('/team/tags.json', async (request) => {
    const { ctx, library } = await scope(request);
    const rows = await listTags(ctx, 'media', library);
    return { results: rows.map((tag) => presentTag(tag, ctx.user!.username, url, tag.itemCount)), total: rows.length };
  });

  app.post('/team/tags.json', async (request, reply) => {
    const { ctx, library } = await scope(request);
    const { tag } = parseInput(CreateTagInput, request.body, 'tag');
    const created = await createTag(ctx, { name: tag.name, tagType: tag.tag_type }, library);
    return reply.code(201).send({ tag: presentTag(created, ctx.user!.username, url, 0) });
  });

  app.put<IdParams>('/team/tags/:id', async (request) => {
    const { ctx, library } = await scope(request);
    const { tag } = parseInput(RenameTagInput, request.body, 'tag');
    return { tag: presentTag(await renameTag(ctx, idParam(request.params.id), tag, library), ctx.user!.username, url) };
  });

  app.delete<IdParams>('/team/tags/:id', async (request, reply) => {
    const { ctx, library } = await scope(request);
    await deleteTag(ctx, idParam(request.params.id), library);
    return reply.code(204).send();
  });

  for (const [path, remove] of [['add_media.json', false], ['remove_media.json', true]] as const) {
    app.post<IdParams>(`/team/tags/:id/${path}`, async (request) => {
      const { ctx, library } = await scope(request);
      const input = parseInput(TagMediaInput, request.body);
      return { media_ids: await tagMedia({ ctx, library, tagId: idParam(request.params.id), mediaIds: input.media_ids, remove }) };
    });
  }
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const teamMediaApi = { name: 'team-media', register: registerTeamMediaApi };
