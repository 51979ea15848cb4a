/**
 * /api/v1 themes (SPEC §7 Themes CRUD, add_slide_template / remove_slide_template with {slide_template_ids}) and a
 * deck's theme (GET and PUT /decks/{id}/theme.json). Managing needs an enterprise manager; listing, an enterprise team member.
 */
import type { FastifyInstance } from 'fastify';
import { DeckThemeInput, SlideTemplateIdsInput, ThemeInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import {
  changeThemeSlideTemplates, createTheme, deleteTheme, listThemes, readTheme, updateTheme,
} from '../../services/themes/themeCrud.js';
import { deckThemeOf, ownerTeamTheme } from '../../services/themes/deckThemeOf.js';
import { setDeckTheme } from '../../services/themes/setDeckTheme.js';
import { loadDeck } from '../../services/decks/loadDeck.js';
import { presentDeckThemeLook, presentTheme } from '../../presenters/theme.js';
import { presentDeck } from '../../presenters/deck.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';

type IdParams = { Params: { id: string } };

/** Registers theme routes under /api/v1. */
export function registerThemeApi(app: FastifyInstance, services: AppServices): void {
  app.get('/themes.json', async (request) => {
    const rows = await listThemes(contextOf(services, request));
    return { results: rows.map(presentTheme), total: rows.length };
  });

  app.post('/themes.json', async (request, reply) => {
    const { theme } = parseInput(ThemeInput, request.body, 'theme');
    const saved = await createTheme(contextOf(services, request), theme);
    return reply.code(201).send({ theme: presentTheme(saved), less_error: saved.lessError });
  });

  app.get<IdParams>('/themes/:id', async (request) => {
    return { theme: presentTheme(await readTheme(contextOf(services, request), idParam(request.params.id))) };
  });

  app.put<IdParams>('/themes/:id', async (request) => {
    const { theme } = parseInput(ThemeInput, request.body, 'theme');
    const saved = await updateTheme(contextOf(services, request), idParam(request.params.id), theme);
    return { theme: presentTheme(saved), less_error: saved.lessError };
  });

  app.delete<IdParams>('/themes/:id', async (request, reply) => {
    await deleteTheme(contextOf(services, request), idParam(request.params.id));
    return reply.code(204).send();
  });

  for (const [method, change] of [['post', 'add'], ['delete', 'remove']] as const) {
    for (const path of [`/themes/:id/${change}_slide_template`, `/themes/:id/${change}_slide_template.json`]) {
      app[method]<IdParams>(path, async (request) => {
        const { slide_template_ids } = parseInput(SlideTemplateIdsInput, request.body);
        const saved = await changeThemeSlideTemplates(contextOf(services, request), idParam(request.params.id), slide_template_ids, change);
        return { theme: presentTheme(saved) };
      });
    }
  }

  app.get<IdParams & { Querystring: { theme_id?: string } }>('/decks/:id/theme.json', async (request) => {
    const found = await loadDeck({ ctx: contextOf(services, request), ref: { id: idParam(request.params.id) } });
    // ?theme_id: a theme of the owner's team the editor picked but has not saved yet.
    const picked = request.query.theme_id;
    const theme = picked === undefined ? await deckThemeOf(services.db, found.deck) : await ownerTeamTheme(services.db, found.owner, idParam(picked));
    return { theme: theme ? presentDeckThemeLook(theme) : null };
  });

  app.put<IdParams>('/decks/:id/theme.json', async (request) => {
    const { deck: input } = parseInput(DeckThemeInput, request.body, 'deck');
    const { deck, owner, theme } = await setDeckTheme({ ctx: contextOf(services, request), id: idParam(request.params.id), input });
    return { deck: presentDeck(deck, owner, services.config.publicUrl), theme: theme ? presentDeckThemeLook(theme) : null };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const themesApi = { name: 'themes', register: registerThemeApi };
