/** POST /tags/{id}/add_media.json and /tags/{id}/remove_media.json with `{media_ids: [...]}` (SPEC §7 Tags). */
import type { FastifyInstance } from 'fastify';
import { TagMediaInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { tagMedia } from '../../services/media/tagMedia.js';

/** Registers the routes under /api/v1. */
export function registerMediaTagApi(app: FastifyInstance, services: AppServices): void {
  for (const [path, remove] of [['add_media.json', false], ['remove_media.json', true]] as const) {
    app.post<{ Params: { id: string } }>(`/tags/:id/${path}`, async (request) => {
      const input = parseInput(TagMediaInput, request.body);
      const ids = await tagMedia({ ctx: contextOf(services, request), tagId: idParam(request.params.id), mediaIds: input.media_ids, remove });
      return { media_ids: ids };
    });
  }
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const mediaTagsApi = { name: 'media-tags', register: registerMediaTagApi };
