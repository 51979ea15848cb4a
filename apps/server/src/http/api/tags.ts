/**
 * /api/v1 tags (SPEC §7 Tags CRUD with `?tag_type`, add_decks, remove_decks) and a deck's tags for its show page.
 * Media tagging (add_media / remove_media) lives with the media library and reuses services/tags.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import { createTag, deleteTag, listTags, renameTag } from '../../services/tags/tagCrud.js';
import { ownTag } from '../../services/tags/ownTag.js';
import { tagDecks, tagsOfDeck } from '../../services/tags/tagDecks.js';
import { presentTag } from '../../presenters/tag.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';

const TagType = z.enum(['deck', 'media']);
const ListQuery = z.object({ tag_type: TagType.optional() });
const CreateInput = z.object({ tag: z.object({ name: z.string().max(1000), tag_type: TagType }) });
const UpdateInput = z.object({ tag: z.object({ name: z.string().max(1000) }) });
const DeckIdsInput = z.object({ deck_ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100) });

type IdParams = { Params: { id: string } };

/** Registers tag routes under /api/v1. */
export function registerTagApi(app: FastifyInstance, services: AppServices): void {
  const url = services.config.publicUrl;

  app.get('/tags.json', async (request) => {
    const { tag_type } = parseInput(ListQuery, request.query);
    const ctx = contextOf(services, request);
    const rows = await listTags(ctx, tag_type);
    return { results: rows.map((tag) => presentTag(tag, ctx.user!.username, url, tag.itemCount)), total: rows.length };
  });

  app.post('/tags.json', async (request, reply) => {
    const { tag } = parseInput(CreateInput, request.body, 'tag');
    const ctx = contextOf(services, request);
    const created = await createTag(ctx, { name: tag.name, tagType: tag.tag_type });
    return reply.code(201).send({ tag: presentTag(created, ctx.user!.username, url, 0) });
  });

  app.get<IdParams>('/tags/:id', async (request) => {
    const ctx = contextOf(services, request);
    return { tag: presentTag(await ownTag(ctx, idParam(request.params.id)), ctx.user!.username, url) };
  });

  app.put<IdParams>('/tags/:id', async (request) => {
    const { tag } = parseInput(UpdateInput, request.body, 'tag');
    const ctx = contextOf(services, request);
    return { tag: presentTag(await renameTag(ctx, idParam(request.params.id), tag), ctx.user!.username, url) };
  });

  app.delete<IdParams>('/tags/:id', async (request, reply) => {
    await deleteTag(contextOf(services, request), idParam(request.params.id));
    return reply.code(204).send();
  });

  for (const change of ['add', 'remove'] as const) {
    app.post<IdParams>(`/tags/:id/${change}_decks.json`, async (request) => {
      const { deck_ids } = parseInput(DeckIdsInput, request.body);
      const ctx = contextOf(services, request);
      const tag = await tagDecks(ctx, idParam(request.params.id), deck_ids, change);
      return { tag: presentTag(tag, ctx.user!.username, url) };
    });
  }

  app.get<IdParams>('/decks/:id/tags.json', async (request) => {
    const { tags, username } = await tagsOfDeck(contextOf(services, request), idParam(request.params.id));
    return { results: tags.map((tag) => presentTag(tag, username, url)), total: tags.length };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const tagsApi = { name: 'tags', register: registerTagApi };
