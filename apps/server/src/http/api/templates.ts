/**
 * Templates (SPEC §7): `GET /deck_templates.json`, `POST /decks/{template}/fork_template.json` and the
 * team's slide templates under `/team/slide_templates`.
 */
import type { FastifyInstance } from 'fastify';
import { ForkTemplateInput, SlideTemplateInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { NotFound } from '../../domain/errors.js';
import { presentDeck } from '../../presenters/deck.js';
import { presentSlideTemplate } from '../../presenters/slideTemplate.js';
import { forkTemplate } from '../../services/templates/forkTemplate.js';
import { listDeckTemplates } from '../../services/templates/listDeckTemplates.js';
import {
  createSlideTemplate, deleteSlideTemplate, listSlideTemplates, readSlideTemplate, updateSlideTemplate,
} from '../../services/templates/slideTemplates.js';
import { idParam, parseInput, withoutJson } from '../parse.js';
import { contextOf } from '../request-context.js';

type IdParams = { Params: { id: string } };

const SlideTemplatePatch = SlideTemplateInput.shape.slide_template.partial();

/** Registers the template routes under /api/v1. */
export function registerTemplateApi(app: FastifyInstance, services: AppServices): void {
  app.get('/deck_templates.json', async (request) => listDeckTemplates(contextOf(services, request)));

  app.post<IdParams>('/decks/:id/fork_template.json', async (request, reply) => {
    const input = parseInput(ForkTemplateInput, request.body, 'deck');
    const ctx = contextOf(services, request);
    const source = withoutJson(request.params.id);
    if (!/^[a-z0-9-]{1,64}$/.test(source)) throw new NotFound();
    const deck = await forkTemplate({ ctx, source, ...(input.deck?.title ? { title: input.deck.title } : {}) });
    return reply.code(201).send({ deck: presentDeck(deck, ctx.user!, services.config.publicUrl, { document: true, notes: true }) });
  });

  app.get('/team/slide_templates.json', async (request) => {
    const rows = await listSlideTemplates(contextOf(services, request));
    return { results: rows.map(presentSlideTemplate), total: rows.length };
  });

  app.post('/team/slide_templates.json', async (request, reply) => {
    const input = parseInput(SlideTemplateInput, request.body, 'slide_template');
    const row = await createSlideTemplate(contextOf(services, request), input.slide_template);
    return reply.code(201).send({ slide_template: presentSlideTemplate(row) });
  });

  app.get<IdParams>('/team/slide_templates/:id', async (request) => {
    const row = await readSlideTemplate(contextOf(services, request), idParam(request.params.id));
    return { slide_template: presentSlideTemplate(row) };
  });

  app.put<IdParams>('/team/slide_templates/:id', async (request) => {
    const body = (request.body ?? {}) as { slide_template?: unknown };
    const patch = parseInput(SlideTemplatePatch, body.slide_template ?? {}, 'slide_template');
    const row = await updateSlideTemplate(contextOf(services, request), idParam(request.params.id), patch);
    return { slide_template: presentSlideTemplate(row) };
  });

  app.delete<IdParams>('/team/slide_templates/:id', async (request) => {
    await deleteSlideTemplate(contextOf(services, request), idParam(request.params.id));
    return {};
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const templatesApi = { name: 'templates', register: registerTemplateApi };
