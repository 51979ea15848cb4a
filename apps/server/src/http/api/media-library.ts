/**
 * The media library (SPEC §7 Media CRUD and search): GET /media.json (`q`, `tag`, `kind`, `page`) → results + total,
 * GET/PUT/DELETE /media/{id}.json. DELETE of a medium decks still use answers 409 with the decks unless `?force=true`.
 */
import type { FastifyInstance } from 'fastify';
import { UpdateMediaInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { presentMedium } from '../../presenters/media.js';
import { listMedia, listMediaTags, type MediaQuery } from '../../services/media/listMedia.js';
import { loadMedium, withParts } from '../../services/media/loadMedium.js';
import { updateMedium } from '../../services/media/updateMedium.js';
import { deleteMedium } from '../../services/media/deleteMedium.js';

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max && !value.includes('\0') ? value : undefined);

/** The library search of a query string (`q`, `tag`, `kind`, `page`); anything malformed is left out. */
export function mediaListQuery(raw: unknown): MediaQuery {
  const { q, tag, kind, page } = (raw ?? {}) as Record<string, unknown>;
  const pageNumber = Number(text(page, 6) ?? 1);
  return {
    q: text(q, 200), tag: text(tag, 200), page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    ...(kind === 'image' || kind === 'video' ? { kind } : {}),
  };
}

/** Registers the library routes under /api/v1. */
export function registerMediaLibraryApi(app: FastifyInstance, services: AppServices): void {
  app.get('/media.json', async (request) => {
    const ctx = contextOf(services, request);
    const { results, total } = await listMedia({ ctx, query: mediaListQuery(request.query) });
    return { results: results.map(presentMedium), total, tags: await listMediaTags({ ctx }) };
  });

  app.get<{ Params: { id: string } }>('/media/:id', async (request) => {
    const ctx = contextOf(services, request);
    const row = await loadMedium({ ctx, id: idParam(request.params.id) });
    return { media: presentMedium((await withParts(ctx, [row]))[0]!) };
  });

  app.put<{ Params: { id: string } }>('/media/:id', async (request) => {
    const ctx = contextOf(services, request);
    const input = parseInput(UpdateMediaInput, request.body, 'media');
    const row = await updateMedium({ ctx, id: idParam(request.params.id), label: input.media.label });
    return { media: presentMedium((await withParts(ctx, [row]))[0]!) };
  });

  app.delete<{ Params: { id: string }; Querystring: { force?: string } }>('/media/:id', async (request) => {
    await deleteMedium({ ctx: contextOf(services, request), id: idParam(request.params.id), force: request.query.force === 'true' });
    return { deleted: true };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const mediaLibraryApi = { name: 'media-library', register: registerMediaLibraryApi };
